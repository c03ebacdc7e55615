// Uploads that must be refused with the spec's texts and leave no file behind: in the
// temporary folder formidable writes to, or in the media folder /media serves.

import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MAX_FILE_BYTES, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import {
  buildPhotoOwner,
  filesUnder,
  jpegPhoto,
  pngDeclaring,
  type UploadOptions,
  uploadPhoto,
} from '../../test/photos';
import { uploadTmpDir } from './routes';
import { MALFORMED_UPLOAD } from './upload-parser';

let server: TestServer;
let owner: Awaited<ReturnType<typeof buildPhotoOwner>>;
beforeAll(async () => {
  server = await startTestServer();
  owner = await buildPhotoOwner(server);
});
afterAll(() => server.close());

const folders = () => ({
  tmp: filesUnder(uploadTmpDir(server.dataDir)),
  media: filesUnder(server.mediaDir),
});

/** Sends a raw body, as a broken or hostile client would. */
async function sendRaw(body: string, contentType: string) {
  const response = await fetch(`${server.url}/api/media/upload/`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as { detail: unknown } };
}

describe('refused uploads', () => {
  const jpegMagic = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
  const cases: [string, () => Promise<Buffer> | Buffer, string, string, number, string][] = [
    [
      'a file of 5 MB and one byte',
      () => Buffer.concat([jpegMagic, Buffer.alloc(MEDIA_MAX_FILE_BYTES + 1 - jpegMagic.length)]),
      'big.jpg',
      'image/jpeg',
      413,
      MEDIA_TEXTS.tooLarge,
    ],
    [
      'an SVG',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
      422,
      MEDIA_TEXTS.invalidType,
    ],
    [
      'an HTML page renamed .jpg',
      () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'),
      'photo.jpg',
      'image/jpeg',
      422,
      MEDIA_TEXTS.invalidType,
    ],
    [
      'a 20,000 × 20,000 PNG',
      () => pngDeclaring(20_000, 20_000),
      'huge.png',
      'image/png',
      422,
      MEDIA_TEXTS.tooManyPixels,
    ],
    [
      'a JPEG cut short after its first bytes',
      async () => (await jpegPhoto()).subarray(0, 200),
      'cut.jpg',
      'image/jpeg',
      422,
      MEDIA_TEXTS.invalidType,
    ],
    [
      'an empty file',
      () => Buffer.alloc(0),
      'empty.jpg',
      'image/jpeg',
      422,
      MEDIA_TEXTS.invalidType,
    ],
  ];

  for (const [name, make, filename, type, status, detail] of cases) {
    it(`refuses ${name} and leaves the folders as they were`, async () => {
      const before = folders();
      const response = await uploadPhoto(server, await make(), {
        token: owner.token,
        filename,
        type,
      });
      expect(response.status).toBe(status);
      expect(response.body.detail).toBe(detail);
      expect(folders()).toEqual(before);
      const count = await server.request(`/api/media/business/${owner.businessId}/count`);
      expect(count.body.media_count).toBe(0);
    });
  }

  it('never answers 500 to a malformed multipart body', async () => {
    const before = folders();
    const bodies: [string, string][] = [
      [
        '--x\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
        'multipart/form-data; boundary=x',
      ],
      ['no boundary at all', 'multipart/form-data'],
      ['--x--\r\n', 'multipart/form-data; boundary=x'],
      ['{"file": "photo"}', 'application/json'],
    ];
    for (const [body, contentType] of bodies) {
      const response = await sendRaw(body, contentType);
      expect(response.status, `${contentType}: ${body}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${contentType}: ${body}`).toBeLessThan(500);
      expect(typeof response.body.detail === 'string' || Array.isArray(response.body.detail)).toBe(
        true,
      );
    }
    expect((await sendRaw(bodies[1]![0], bodies[1]![1])).body.detail).toBe(MALFORMED_UPLOAD);
    expect(folders()).toEqual(before);
  });

  it('removes the temporary file of an upload the client abandons half way', async () => {
    const before = folders();
    const boundary = 'baraat';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
    const request = httpRequest(`${server.url}/api/media/upload/`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${owner.token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + 1_000_000),
      },
    });
    request.on('error', () => undefined);
    request.write(head);
    request.write(Buffer.alloc(200_000, 1));
    // The part has reached the server's temporary folder before the client goes away.
    await expect.poll(() => filesUnder(uploadTmpDir(server.dataDir)).length).toBe(1);
    request.destroy();
    await expect.poll(() => folders()).toEqual(before);
  });
});

describe('refusals a client reads whole', () => {
  // Node's fetch sends the whole body before it reads an answer: a refusal answered while the
  // body was still coming, then the connection closed under it, reached it as a reset
  // connection instead of its status (on PostgreSQL, where the guard answers later).
  it('lets a client that reads only after sending its whole body read its 401', async () => {
    const body = Buffer.alloc(600_000, 7);
    const socket = connect(Number(new URL(server.url).port), '127.0.0.1');
    const failures: string[] = [];
    socket.on('error', (error) => failures.push(String(error)));
    socket.pause();
    socket.write(
      [
        'POST /api/media/upload/ HTTP/1.1',
        'Host: localhost',
        'Content-Type: multipart/form-data; boundary=baraat',
        `Content-Length: ${body.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    for (let at = 0; at < body.length; at += 50_000) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      if (!socket.write(body.subarray(at, at + 50_000))) await once(socket, 'drain');
    }
    socket.resume();
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1');
    });
    await expect.poll(() => answer.includes('}') || failures.length > 0).toBe(true);
    socket.destroy();
    expect(failures).toEqual([]);
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).toContain('{"detail":"Not authenticated"}');
  });

  it('answers each refused upload of a few hundred KB, five times over', async () => {
    const customer = await buildCustomer(server);
    const other = await buildPhotoOwner(server);
    const photo = Buffer.concat([await jpegPhoto(), Buffer.alloc(400_000, 7)]);
    const tooLarge = Buffer.alloc(MEDIA_MAX_FILE_BYTES + 1, 7);
    const calls: [string, Buffer, UploadOptions, number][] = [
      ['anonymous', photo, {}, 401],
      ['a customer', photo, { token: customer.access_token }, 403],
      [
        'another owner',
        photo,
        { token: other.token, fields: { business_id: String(owner.businessId) } },
        404,
      ],
      ['too large', tooLarge, { token: owner.token }, 413],
    ];
    for (let round = 0; round < 5; round += 1) {
      for (const [who, bytes, options, status] of calls) {
        const response = await uploadPhoto(server, bytes, options);
        expect(response.status, `${who}, round ${round + 1}`).toBe(status);
        expect(typeof response.body.detail, `${who}, round ${round + 1}`).toBe('string');
      }
    }
  });
});

describe('start-up', () => {
  it('removes the temporary files a stopped process left behind', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'baraat-media-'));
    const leftover = path.join(uploadTmpDir(dataDir), 'upload-crashed');
    mkdirSync(leftover, { recursive: true });
    writeFileSync(path.join(leftover, 'half-a-photo'), Buffer.alloc(1024));
    const restarted = await startTestServer({ DATA_DIR: dataDir });
    try {
      expect(filesUnder(uploadTmpDir(dataDir))).toEqual([]);
    } finally {
      await restarted.close();
    }
  });
});
