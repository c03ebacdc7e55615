// The one route that reads multipart bodies (the app's parser refuses them): formidable
// writes the file into a folder of its own per request under DATA_DIR, and the folder goes
// when the request is done, whatever happened (stored, refused, failed, aborted). Each process
// has its own folder under the root, so several processes on one DATA_DIR never delete each
// other's uploads in flight (docs/architecture.md#9-scaling-out).
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import { MEDIA_MAX_FILE_BYTES, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { tx } from '@baraat/shared/i18n/text';
import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import type { AppState } from '../../http/context';
import { AppError, badRequest, unprocessable } from '../../http/errors';

export const MALFORMED_UPLOAD = tx(
  'The upload could not be read: send multipart/form-data with one file field',
);

// formidable's error codes (formidable/src/FormidableError.js).
const TOTAL_TOO_BIG = 1009;
const FILE_TOO_BIG = 1016;
const EMPTY_FILE = 1010;
const TOO_MANY_FILES = 1015;
const ABORTED = 1002;
const CANNOT_CREATE_DIR = 1018;

interface ParsingError extends Error {
  code?: unknown;
  httpCode?: number;
}

/** formidable's refusals are the client's doing, except a folder it cannot create. */
function explain(error: ParsingError): never {
  const code = error.code;
  if (code === TOTAL_TOO_BIG || code === FILE_TOO_BIG) {
    throw new AppError(413, MEDIA_TEXTS.tooLarge);
  }
  if (code === EMPTY_FILE) throw unprocessable(MEDIA_TEXTS.invalidType);
  if (code === TOO_MANY_FILES) throw badRequest(tx('Send one photo per upload'));
  if (code === ABORTED) throw badRequest(tx('Upload aborted'));
  const fromFormidable = typeof code === 'number' && code >= 1000 && code < 1100;
  if (fromFormidable && code !== CANNOT_CREATE_DIR) throw badRequest(MALFORMED_UPLOAD);
  throw error;
}

/** A process of this machine, by its id, still running? */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes what processes that stopped mid-upload (a crash, a kill) left under `root`: this
 * machine's folders whose process is gone, and anything not in a process's folder. Folders of
 * running processes, and of other machines sharing DATA_DIR, stay.
 */
export function removeLeftUploads(root: string, host = hostname()) {
  let entries: string[];
  try {
    entries = readdirSync(root);
  } catch {
    return;
  }
  for (const entry of entries) {
    const owner = /^(.+)-(\d+)$/.exec(entry);
    const gone = !owner || (owner[1] === host && !running(Number(owner[2])));
    if (gone || entry === `${host}-${process.pid}`) {
      rmSync(path.join(root, entry), { recursive: true, force: true });
    }
  }
}

export function photoUploadParser(root: string): Middleware<AppState> {
  removeLeftUploads(root);
  const tmpRoot = path.join(root, `${hostname()}-${process.pid}`);
  return async (ctx, next) => {
    await mkdir(tmpRoot, { recursive: true });
    const uploadDir = await mkdtemp(path.join(tmpRoot, 'upload-'));
    const parse = koaBody({
      multipart: true,
      json: false,
      urlencoded: false,
      text: false,
      formidable: {
        uploadDir,
        maxFileSize: MEDIA_MAX_FILE_BYTES,
        maxTotalFileSize: MEDIA_MAX_FILE_BYTES,
        maxFiles: 1,
        maxFields: 10,
        maxFieldsSize: 16 * 1024,
      },
      onError: explain,
    });
    try {
      await parse(ctx, next);
    } finally {
      // formidable unlinks a refused file a moment later; retries cover that race.
      await rm(uploadDir, { recursive: true, force: true, maxRetries: 5 });
    }
  };
}
