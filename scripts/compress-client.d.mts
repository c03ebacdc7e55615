/** Writes the .br and .gz copies of the text files in `dist`/assets; returns how many. */
export function compressClient(dist: string): number;
