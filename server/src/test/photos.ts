// Photos for media tests: real images made with sharp, hostile files made by hand, uploads
// sent as a browser's FormData, and the folders an upload may leave files in.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { buildOwner } from './factories';
import type { ApiResponse, TestServer } from './harness';

/** A JPEG carrying EXIF (a camera's orientation and a copyright line). */
export function jpegPhoto(width = 600, height = 400, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#b03a48' } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation })
    .withExif({ IFD0: { Copyright: 'Studio Lahore' } })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG whose header declares width × height (a few bytes, not a real picture). */
export function pngDeclaring(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(Buffer.alloc(64))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export interface UploadOptions {
  token?: string;
  fields?: Record<string, string>;
  filename?: string;
  type?: string;
}

/**
 * POST /api/media/upload/ as a browser sends a form with a file. Straight to the server, never
 * through Prism (server-through-prism): Prism reads a request body as text before passing it
 * on, so a photo's bytes would reach the server changed. The answers are read with the shared
 * schemas in contract/media.test.ts; `sendForm` sends a form without a file through Prism.
 */
export async function uploadPhoto(
  server: TestServer,
  bytes: Buffer,
  { token, fields = {}, filename = 'photo.jpg', type = 'image/jpeg' }: UploadOptions = {},
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
): Promise<ApiResponse<any>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return sendForm(server, form, token, server.directUrl);
}

/** A multipart form to POST /api/media/upload/, through Prism unless `base` says otherwise. */
export async function sendForm(
  server: TestServer,
  form: FormData,
  token?: string,
  base: string = server.url,
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers loosely and assert on them
): Promise<ApiResponse<any>> {
  const response = await fetch(`${base}/api/media/upload/`, {
    method: 'POST',
    body: form,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  const json = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: json && text ? JSON.parse(text) : text,
  };
}

/** A fresh owner with its business id and token. */
export async function buildPhotoOwner(server: TestServer, overrides: Record<string, unknown> = {}) {
  const owner = await buildOwner(server, overrides);
  const mine = await server.request('/api/business/my-business', { token: owner.access_token });
  return {
    token: owner.access_token,
    userId: owner.user.user_id as number,
    businessId: mine.body.business_id as number,
    slug: mine.body.slug as string,
  };
}

/** Every file under a folder (relative paths, sorted); none when it does not exist. */
export function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
