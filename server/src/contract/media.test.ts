// The media calls' answers read with the shared schemas, and the uploaded photos where
// customers see them: the vendor profile (thumbnail first) and the search cards.

import { searchResponseSchema } from '@baraat/shared/schemas/listings';
import { mediaCountSchema, mediaItemSchema, mediaListSchema } from '@baraat/shared/schemas/media';
import { vendorProfileSchema } from '@baraat/shared/schemas/vendor-profile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectContract } from '../test/contract';
import { startTestServer, type TestServer } from '../test/harness';
import { buildPhotoOwner, jpegPhoto, uploadPhoto } from '../test/photos';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('media answers and where the photos show', () => {
  it('answers upload, list, count and thumbnail calls with the shared schemas', async () => {
    const owner = await buildPhotoOwner(server);
    const photo = await jpegPhoto();
    const first = expectContract(
      mediaItemSchema,
      await uploadPhoto(server, photo, { token: owner.token }),
      201,
    );
    const second = expectContract(
      mediaItemSchema,
      await uploadPhoto(server, photo, { token: owner.token }),
      201,
    );
    const base = `/api/media/business/${owner.businessId}`;
    const chosen = expectContract(
      mediaItemSchema,
      await server.request(`${base}/thumbnail/${second.media_id}`, {
        method: 'POST',
        token: owner.token,
      }),
    );
    expect(chosen.is_thumbnail).toBe(true);
    expectContract(mediaItemSchema, await server.request(`${base}/thumbnail`));
    expect(expectContract(mediaCountSchema, await server.request(`${base}/count`))).toEqual({
      media_count: 2,
    });
    const list = expectContract(mediaListSchema, await server.request(base));
    expect(list.map((item) => item.media_id)).toEqual([second.media_id, first.media_id]);
  });

  it('shows the uploaded photos on the profile, thumbnail first, and the preview on cards', async () => {
    const name = `Noor Studio ${process.pid}`;
    const owner = await buildPhotoOwner(server, { business_name: name });
    const { body: card } = await server.request(
      `/api/listings/search?text=${encodeURIComponent(name)}`,
    );
    expect(card.businesses[0].thumbnail_url).toBeNull();

    const first = await uploadPhoto(server, await jpegPhoto(), { token: owner.token });
    const second = await uploadPhoto(server, await jpegPhoto(800, 600), { token: owner.token });
    await server.request(
      `/api/media/business/${owner.businessId}/thumbnail/${second.body.media_id}`,
      {
        method: 'POST',
        token: owner.token,
      },
    );

    const profile = expectContract(
      vendorProfileSchema,
      await server.request(`/api/listings/profile/${owner.slug}`),
    );
    expect(profile.media.map((item) => item.media_link)).toEqual([
      second.body.media_link,
      first.body.media_link,
    ]);
    expect(profile.thumbnail_url).toBe(second.body.media_link);

    const search = expectContract(
      searchResponseSchema,
      await server.request(`/api/listings/search?text=${encodeURIComponent(name)}`),
    );
    const found = search.businesses.find((item) => item.business_id === owner.businessId)!;
    expect(found.thumbnail_url).toBe(second.body.preview_link);
    expect(found.portfolio_images[0]).toBe(second.body.preview_link);
    const image = await fetch(`${server.url}${found.thumbnail_url}`);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });
});
