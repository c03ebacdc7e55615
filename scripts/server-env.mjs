// The environment Baraat's server process runs with, shared by `npm start` and the bench so
// that what is measured is what runs.
//
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (the search workers, libuv's pool,
// SQLite and sharp underneath) its own malloc arena, and freed memory stays in them. Under the
// bench's minute of mixed load at 50,000 vendors that held RSS at ~335 MB; with two arenas it
// is ~225 MB, with no measurable change in req/s. glibc reads it at process start,
// so it is set here, before the server starts, never inside it. An operator's value wins.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
