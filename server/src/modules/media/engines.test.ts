// A vendor's photos on both engines (docs/architecture.md#10-two-engines): real images stored
// under a real media folder, their rows on a real SQLite file and on the run's throwaway
// PostgreSQL. The rules hold on each: the first photo is the thumbnail, exactly one thumbnail
// while there are any, at most ten photos however many arrive at once, and the files of a photo
// refused or removed are deleted.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MEDIA_MAX_PER_BUSINESS, MEDIA_TEXTS } from '@baraat/shared/constants/business-media';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { all } from '../../db/engine';
import { ENGINES, openTestDatabase, type TestDatabase } from '../../test/engines';
import { businessRow, userRow } from '../../test/ledger-rows';
import { jpegPhoto } from '../../test/photos';
import type { ListingsService } from '../listings/service';
import { createMediaService, type MediaService } from './service';

describe.each(ENGINES)('a vendor’s photos on %s', (engine) => {
  let test: TestDatabase;
  let media: MediaService;
  let mediaDir: string;
  let photoFile: string;
  let owner: number;

  beforeAll(async () => {
    test = await openTestDatabase(engine);
    mediaDir = mkdtempSync(path.join(tmpdir(), 'baraat-media-'));
    photoFile = path.join(mediaDir, 'upload.jpg');
    writeFileSync(photoFile, await jpegPhoto(320, 240));
    // The public reads ask the listings read model (SQLite's, not under test here) whether the
    // business is listed; every business of this file is.
    const listings = { assertBusiness: () => undefined } as unknown as ListingsService;
    media = createMediaService(test.database, mediaDir, listings);
    owner = await test.database.transaction(() => userRow('Owner', true));
  });
  afterAll(async () => {
    await test.close();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const newBusiness = async () =>
    (await test.database.transaction(() => businessRow(owner, 1000))).business;
  const upload = (businessId: number) =>
    media.upload({ userId: owner, businessId, filePath: photoFile });
  const filesOf = (businessId: number) => {
    const folder = path.join(mediaDir, 'uploads', String(businessId));
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  const thumbnails = async (businessId: number) =>
    (
      await test.database.read(
        all<{ id: number }>(
          'SELECT id FROM media WHERE business_id = @businessId AND is_thumbnail = 1',
          { businessId },
        ),
      )
    ).map((row) => row.id);

  it('makes the first photo the thumbnail, lists it first, and moves it on request', async () => {
    const business = await newBusiness();
    const first = await upload(business);
    const second = await upload(business);
    const third = await upload(business);
    expect([first.is_thumbnail, second.is_thumbnail, third.is_thumbnail]).toEqual([
      true,
      false,
      false,
    ]);
    expect(first.media_link).toMatch(/^\/media\/uploads\/\d+\/.+\.webp$/);
    expect(await media.count(business)).toMatchObject({ media_count: 3 });
    expect((await media.thumbnail(business)).media_id).toBe(first.media_id);

    const moved = await media.setThumbnail(business, third.media_id);
    expect(moved).toMatchObject({ media_id: third.media_id, is_thumbnail: true });
    expect(await thumbnails(business)).toEqual([third.media_id]);
    expect((await media.list(business)).map((item) => item.media_id)).toEqual([
      third.media_id,
      first.media_id,
      second.media_id,
    ]);
  });

  it('hands the thumbnail to the oldest photo left when it is removed, and deletes its files', async () => {
    const business = await newBusiness();
    const first = await upload(business);
    const second = await upload(business);
    expect(filesOf(business)).toBe(4);
    await media.remove(business, first.media_id);
    expect(await thumbnails(business)).toEqual([second.media_id]);
    expect(filesOf(business)).toBe(2);
    await media.remove(business, second.media_id);
    expect(await thumbnails(business)).toEqual([]);
    await expect(media.thumbnail(business)).rejects.toMatchObject({
      status: 404,
      detail: MEDIA_TEXTS.noThumbnail,
    });
  });

  it('answers another business’s photo as not found, and changes nothing', async () => {
    const [mine, theirs] = [await newBusiness(), await newBusiness()];
    const photo = await upload(theirs);
    await expect(media.setThumbnail(mine, photo.media_id)).rejects.toMatchObject({
      status: 404,
      detail: MEDIA_TEXTS.mediaNotFound,
    });
    await expect(media.remove(mine, photo.media_id)).rejects.toMatchObject({ status: 404 });
    expect(await thumbnails(theirs)).toEqual([photo.media_id]);
  });

  it('stores ten photos of twelve sent at once, refuses two, and keeps no file of theirs', async () => {
    const business = await newBusiness();
    for (let i = 0; i < 8; i += 1) await upload(business);
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => upload(business)));
    const refused = results.filter((result) => result.status === 'rejected');
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(2);
    expect(refused).toHaveLength(2);
    for (const result of refused) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({
        status: 422,
        detail: MEDIA_TEXTS.tooMany,
      });
    }
    expect(await media.count(business)).toMatchObject({ media_count: MEDIA_MAX_PER_BUSINESS });
    expect(await thumbnails(business)).toHaveLength(1);
    expect(filesOf(business)).toBe(2 * MEDIA_MAX_PER_BUSINESS);
  });
});
