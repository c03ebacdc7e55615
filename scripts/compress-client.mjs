// Part of the client's build (`npm run build -w @baraat/client`, after `vite build`): writes
// a brotli (.br) and a gzip (.gz) copy beside each text file in client/dist/assets whose copy
// is smaller than the file. Only there: those files are named by their content, so a copy can
// never be older than its file; index.html, sw.js and the manifest keep their names from one
// release to the next (a server sends the copy without comparing it with the file), and they
// are few and small. The server's static files (koa-send) send the copy a client accepts,
// so the app's files are compressed once, here, at the highest settings, instead of on every
// request: compressing them per request (brotli at quality 4) took ~50 ms of CPU for a first
// visit's scripts, and each encoder's native buffers stayed in the process (RSS 139 → 268 MB
// after the client's 129 scripts were fetched 20 times). A file without copies
// (a build made another way) is still compressed per request, as before.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.webmanifest', '.txt']);

function* files(folder) {
  for (const entry of readdirSync(folder)) {
    const file = path.join(folder, entry);
    if (statSync(file).isDirectory()) yield* files(file);
    else yield file;
  }
}

/** Writes the .br and .gz copies of the text files in `dist`/assets; returns how many. */
export function compressClient(dist) {
  let written = 0;
  for (const file of [...files(path.join(dist, 'assets'))]) {
    if (!TEXT.has(path.extname(file))) continue;
    const content = readFileSync(file);
    const copies = {
      br: brotliCompressSync(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gz: gzipSync(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    for (const [extension, copy] of Object.entries(copies)) {
      if (copy.length >= content.length) continue;
      writeFileSync(`${file}.${extension}`, copy);
      written += 1;
    }
  }
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(`compress-client: ${compressClient(dist)} compressed copies in ${dist}`);
}
