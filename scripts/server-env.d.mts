/** The environment Baraat's server process runs with (see server-env.mjs). */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
/** The Node flags Baraat's server process runs with (see server-env.mjs). */
export const SERVER_NODE_FLAGS: readonly string[];
