/** Writes the .br and .gz copies of the text files under `dist`; returns how many it wrote. */
export function compressClient(dist: string): number;
