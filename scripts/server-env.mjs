// The environment and Node flags Baraat's server process runs with, shared by `npm start` and
// the bench so that what is measured is what runs.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (the search workers, libuv's pool,
// SQLite and sharp underneath) its own malloc arena, and freed memory stays in them. Under the
// bench's minute of mixed load at 50,000 vendors that held RSS at ~335 MB; with two arenas it
// is ~225 MB, with no measurable change in req/s. glibc reads it at process start,
// so it is set here, before the server starts, never inside it. An operator's value wins.
//
// MALLOC_MMAP_THRESHOLD_=1048576: a password check (argon2, 19 MB of memory a hash, on libuv's
// threads) frees its block, and glibc then raises its threshold for mapping blocks of their own
// to that size, so the next checks' blocks come from the arenas and stay resident after they
// are freed: 20 sign-ins took a fresh server from 162 MB to 228 MB at rest, the most of what the
// bench's server held above the bare server (whose load signs nobody in). With the threshold
// fixed at 1 MB, a block that large is always mapped and given back when freed: 159 MB before
// the same sign-ins, 128 MB after. Smaller blocks (the requests' own) are as before. The cost:
// each check's block is fresh pages, ~10 ms more a sign-in (22 -> 32 ms median, one at a time).
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576', ...env };
}

// --heap-growing-percent=100: after each full collection V8 lets the old generation grow to
// (1 + 100/100) × what it kept before collecting again. Left to itself it allows up to 4× while
// collecting is cheap: under the bench's mixed load the server kept ~28 MB live and its old
// generation reached 90-110 MB before the next collection, much of what its resident memory
// peaked above the bare server's (which keeps ~15 MB live): 308 MB at the peak without the
// flag. At 2× the peak is 254 MB. At 1.5× it was 231 MB, but the search threads (which share
// the process's flags) then collected so often that a search's p99 went from 16-18 ms to
// 26-27 ms (bare 20-22), over its 20 ms budget; at 2× it is 16-17 ms. A command-line flag, not
// NODE_OPTIONS (which refuses it) nor v8.setFlagsFromString in the server (too late: the
// start-up's first full collection, while modules load, sets the limit the load then runs up
// to). Cluster workers (the supervisor's servers) inherit it.
export const SERVER_NODE_FLAGS = ['--heap-growing-percent=100'];
