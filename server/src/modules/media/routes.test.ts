// The owner's photos over the real server: who may do what, the first photo as thumbnail,
// one thumbnail at a time, the 10-photo cap under concurrency, and what is stored on disk.
import path from 'node:path';
import { MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Engine } from '../../db/engine';
import { buildCustomer } from '../../test/factories';
import { startTestServer, type TestServer } from '../../test/harness';
import { seedVendors } from '../../test/marketplace';
import { buildPhotoOwner, filesUnder, jpegPhoto, sendForm, uploadPhoto } from '../../test/photos';
import { uploadTmpDir } from './routes';

let server: TestServer;
let photo: Buffer;
beforeAll(async () => {
  server = await startTestServer();
  // Before anything else is written: on PostgreSQL the vendors are copied into an empty database.
  await seedVendors(server, 2);
  photo = await jpegPhoto();
});
afterAll(() => server.close());

const thumbnailsOf = (businessId: number) =>
  server.sql.all(
    'SELECT id FROM media WHERE business_id = @businessId AND is_thumbnail = 1 ORDER BY id',
    { businessId },
  );

describe('who may change photos', () => {
  it('answers anonymous 401, customer 403, another owner 404 and the owner 2xx', async () => {
    const owner = await buildPhotoOwner(server);
    const other = await buildPhotoOwner(server);
    const customer = await buildCustomer(server);
    const first = await uploadPhoto(server, photo, { token: owner.token });
    expect(first.status).toBe(201);
    const second = await uploadPhoto(server, photo, {
      token: owner.token,
      fields: { user_id: String(owner.userId), business_id: String(owner.businessId) },
    });
    expect(second.status).toBe(201);
    const mediaId = second.body.media_id;
    const setThumbnail = `/api/media/business/${owner.businessId}/thumbnail/${mediaId}`;
    const remove = `/api/media/${first.body.media_id}`;

    expect((await uploadPhoto(server, photo)).status).toBe(401);
    expect((await server.request(setThumbnail, { method: 'POST' })).status).toBe(401);
    expect((await server.request(remove, { method: 'DELETE' })).status).toBe(401);

    const asCustomer = { token: customer.access_token };
    expect((await uploadPhoto(server, photo, asCustomer)).status).toBe(403);
    expect((await server.request(setThumbnail, { method: 'POST', ...asCustomer })).status).toBe(
      403,
    );
    expect((await server.request(remove, { method: 'DELETE', ...asCustomer })).status).toBe(403);

    const asOther = { token: other.token };
    const intoTheirs = await uploadPhoto(server, photo, {
      ...asOther,
      fields: { business_id: String(owner.businessId) },
    });
    expect(intoTheirs.status).toBe(404);
    expect((await server.request(setThumbnail, { method: 'POST', ...asOther })).status).toBe(404);
    const theirMedia = `/api/media/business/${other.businessId}/thumbnail/${mediaId}`;
    const wrongMedia = await server.request(theirMedia, { method: 'POST', ...asOther });
    expect(wrongMedia.status).toBe(404);
    expect(wrongMedia.body.detail).toBe(MEDIA_TEXTS.mediaNotFound);
    expect((await server.request(remove, { method: 'DELETE', ...asOther })).status).toBe(404);
    expect(await server.request(`/api/media/business/${owner.businessId}/count`)).toMatchObject({
      body: { media_count: 2 },
    });

    const asOwner = { token: owner.token };
    expect((await server.request(setThumbnail, { method: 'POST', ...asOwner })).status).toBe(200);
    expect((await server.request(remove, { method: 'DELETE', ...asOwner })).status).toBe(204);
  });

  it('refuses a form without a photo with 422 on its file field', async () => {
    const owner = await buildPhotoOwner(server);
    const form = new FormData();
    form.append('business_id', String(owner.businessId));
    const answer = await sendForm(server, form, owner.token);
    expect(answer.status).toBe(422);
    expect(answer.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'file'], msg: MEDIA_TEXTS.fileRequired }),
    ]);
  });

  it('refuses a user_id that is not the caller with 422, and ids that are not ids with 404', async () => {
    const owner = await buildPhotoOwner(server);
    const other = await buildPhotoOwner(server);
    const claimed = await uploadPhoto(server, photo, {
      token: owner.token,
      fields: { user_id: String(other.userId) },
    });
    expect(claimed.status).toBe(422);
    expect(claimed.body.detail[0].loc).toEqual(['body', 'user_id']);
    const asOwner = { token: owner.token };
    const words = await server.request(`/api/media/business/${owner.businessId}/thumbnail/abc`, {
      method: 'POST',
      ...asOwner,
    });
    // Ids are digits: a word names no photo and no business (http/id-param.ts).
    expect(words.status).toBe(404);
    expect((await server.request('/api/media/abc', { method: 'DELETE', ...asOwner })).status).toBe(
      404,
    );
    expect((await server.request('/api/media/business/abc/count')).status).toBe(404);
    expect((await server.request('/api/media/business/999999/count')).status).toBe(404);
    expect((await server.request('/api/media/business/999999/thumbnail')).status).toBe(404);
  });
});

describe('photos of one business', () => {
  it('makes the first photo the thumbnail and keeps exactly one when another is chosen', async () => {
    const owner = await buildPhotoOwner(server);
    const noPhotos = await server.request(`/api/media/business/${owner.businessId}/thumbnail`);
    expect(noPhotos.body.detail).toBe(MEDIA_TEXTS.noThumbnail);
    const first = await uploadPhoto(server, photo, { token: owner.token });
    const second = await uploadPhoto(server, photo, { token: owner.token });
    expect(first.body.is_thumbnail).toBe(true);
    expect(second.body.is_thumbnail).toBe(false);

    const chosen = await server.request(
      `/api/media/business/${owner.businessId}/thumbnail/${second.body.media_id}`,
      { method: 'POST', token: owner.token },
    );
    expect(chosen.body).toMatchObject({ media_id: second.body.media_id, is_thumbnail: true });
    expect(await thumbnailsOf(owner.businessId)).toEqual([{ id: second.body.media_id }]);
    const thumbnail = await server.request(`/api/media/business/${owner.businessId}/thumbnail`);
    expect(thumbnail.body.media_id).toBe(second.body.media_id);

    // Deleting the thumbnail hands the role to the photo that remains.
    await server.request(`/api/media/${second.body.media_id}`, {
      method: 'DELETE',
      token: owner.token,
    });
    expect(await thumbnailsOf(owner.businessId)).toEqual([{ id: first.body.media_id }]);
    const list = await server.request(`/api/media/business/${owner.businessId}`);
    expect(list.body.map((item: { media_id: number }) => item.media_id)).toEqual([
      first.body.media_id,
    ]);
  });

  it('stores an upright WebP without EXIF, a 400 px preview, served immutable and nosniff', async () => {
    const owner = await buildPhotoOwner(server);
    // 600 × 400 as stored by a camera held upright (EXIF orientation 6: turn 90°).
    const sideways = await jpegPhoto(600, 400, 6);
    const { status, body } = await uploadPhoto(server, sideways, { token: owner.token });
    expect(status).toBe(201);
    expect(body.media_link).toMatch(/^\/media\/uploads\/\d+\/[\w-]+\.[0-9a-f]{16}\.webp$/);
    const stored = await sharp(path.join(server.mediaDir, body.media_link.slice(7))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 400, height: 600 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    const preview = await sharp(path.join(server.mediaDir, body.preview_link.slice(7))).metadata();
    expect(preview).toMatchObject({ format: 'webp', width: 400 });

    expect(filesUnder(uploadTmpDir(server.dataDir))).toEqual([]);

    const served = await fetch(`${server.url}${body.media_link}`);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('cache-control')).toContain('immutable');
  });

  it('deletes the files of a deleted photo', async () => {
    const owner = await buildPhotoOwner(server);
    const folder = path.join(server.mediaDir, 'uploads', String(owner.businessId));
    const { body } = await uploadPhoto(server, photo, { token: owner.token });
    expect(filesUnder(folder)).toHaveLength(2);
    await server.request(`/api/media/${body.media_id}`, { method: 'DELETE', token: owner.token });
    expect(filesUnder(folder)).toEqual([]);
    expect((await fetch(`${server.url}${body.media_link}`)).status).toBe(404);
  });

  it('refuses the 11th photo, even when two uploads race at nine, and leaves no orphan file', async () => {
    const owner = await buildPhotoOwner(server);
    for (let n = 0; n < 9; n += 1) {
      expect((await uploadPhoto(server, photo, { token: owner.token })).status).toBe(201);
    }
    const racing = await Promise.all([
      uploadPhoto(server, photo, { token: owner.token }),
      uploadPhoto(server, photo, { token: owner.token }),
    ]);
    expect(racing.map((response) => response.status).sort()).toEqual([201, 422]);
    expect(racing.find((response) => response.status === 422)!.body.detail).toBe(
      MEDIA_TEXTS.tooMany,
    );
    const eleventh = await uploadPhoto(server, photo, { token: owner.token });
    expect(eleventh.status).toBe(422);
    expect(eleventh.body.detail).toBe(MEDIA_TEXTS.tooMany);
    const count = await server.request(`/api/media/business/${owner.businessId}/count`);
    expect(count.body).toEqual({ media_count: 10 });
    const folder = path.join(server.mediaDir, 'uploads', String(owner.businessId));
    expect(filesUnder(folder)).toHaveLength(20);
    expect(await thumbnailsOf(owner.businessId)).toHaveLength(1);
  });
});

/** A trigger refusing every new media row: SQLite's, or PostgreSQL's with its function. */
const REFUSE_MEDIA: Record<Engine, string[]> = {
  sqlite: [
    `CREATE TRIGGER refuse_media BEFORE INSERT ON media
     BEGIN SELECT RAISE(ABORT, 'database refused the photo'); END`,
  ],
  postgres: [
    `CREATE FUNCTION refuse_media() RETURNS trigger LANGUAGE plpgsql
     AS $$ BEGIN RAISE EXCEPTION 'database refused the photo'; END $$`,
    `CREATE TRIGGER refuse_media BEFORE INSERT ON media
     FOR EACH ROW EXECUTE FUNCTION refuse_media()`,
  ],
};
const ALLOW_MEDIA: Record<Engine, string[]> = {
  sqlite: ['DROP TRIGGER refuse_media'],
  postgres: ['DROP TRIGGER refuse_media ON media', 'DROP FUNCTION refuse_media()'],
};

describe('a photo whose row cannot be written', () => {
  it('leaves no file in the media folder', async () => {
    const owner = await buildPhotoOwner(server);
    const folder = path.join(server.mediaDir, 'uploads', String(owner.businessId));
    // The database refusing the insert, as a full disk or a broken constraint would.
    for (const statement of REFUSE_MEDIA[server.engine]) await server.sql.run(statement);
    try {
      const response = await uploadPhoto(server, photo, { token: owner.token });
      expect(response.status).toBe(500);
      expect(response.body).toEqual({ detail: 'Internal server error' });
    } finally {
      for (const statement of ALLOW_MEDIA[server.engine]) await server.sql.run(statement);
    }
    expect(filesUnder(folder)).toEqual([]);
    expect(filesUnder(uploadTmpDir(server.dataDir))).toEqual([]);
  });
});

describe('photos of a seeded vendor', () => {
  it('deletes a placeholder photo without deleting the file other vendors show', async () => {
    const login = await server.request('/api/auth/login', {
      json: { username: 'vendor1@demo.baraat.pk', password: 'Vendor#2026' },
    });
    const token = login.body.access_token;
    const mine = await server.request('/api/business/my-business', { token });
    const list = await server.request(`/api/media/business/${mine.body.business_id}`);
    const placeholder = list.body[0];
    expect(placeholder.media_link).toMatch(/^\/media\/placeholders\//);
    expect(placeholder.preview_link).toBe(placeholder.media_link);

    const removed = await server.request(`/api/media/${placeholder.media_id}`, {
      method: 'DELETE',
      token,
    });
    expect(removed.status).toBe(204);
    expect((await fetch(`${server.url}${placeholder.media_link}`)).status).toBe(200);
    const after = await server.request(`/api/media/business/${mine.body.business_id}`);
    expect(after.body).toHaveLength(list.body.length - 1);
    expect(after.body[0].is_thumbnail).toBe(true);
  });
});
