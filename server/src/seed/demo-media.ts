// The demo owner's photos as real uploads: four pictures of a marquee drawn here (no remote
// assets, no fonts needed), sent through the same pipeline as an owner's upload (WebP display
// size and preview, content-hashed names under media/uploads), in place of the SVG
// placeholders, so the owner's media screen shows photos it can manage like its own.
import { nowIso } from '../db/connection';
import type { Database } from '../db/engine';
import { encodePhoto, loadSharp, type StoredPhoto, storePhoto } from '../modules/media/photo-files';
import { mediaRepo } from '../modules/media/repo';

const WIDTH = 1200;
const HEIGHT = 800;

/** Strings of warm lights hanging across the frame. */
function lights(rows: number, colour: string): string {
  let dots = '';
  for (let row = 0; row < rows; row += 1) {
    for (let x = 20; x < WIDTH; x += 40) {
      const sag = Math.sin((x / WIDTH) * Math.PI) * 60;
      dots += `<circle cx="${x}" cy="${80 + row * 70 + sag}" r="7" fill="${colour}"/>`;
    }
  }
  return dots;
}

const SCENES: { title: string; svg: string }[] = [
  {
    title: 'Marquee at night',
    svg: `<defs><linearGradient id="sky" x2="0" y2="1"><stop offset="0" stop-color="#0b1d3a"/>
      <stop offset="1" stop-color="#3a2f6b"/></linearGradient></defs>
      <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
      <polygon points="150,700 600,260 1050,700" fill="#f4ead5"/>
      <polygon points="520,700 600,420 680,700" fill="#8a1538"/>
      <rect y="700" width="${WIDTH}" height="100" fill="#1e3a24"/>${lights(2, '#f6c453')}`,
  },
  {
    title: 'Stage with floral arch',
    svg: `<rect width="${WIDTH}" height="${HEIGHT}" fill="#5c0f26"/>
      <path d="M300 700 V350 A300 300 0 0 1 900 350 V700" fill="none" stroke="#f6c453"
        stroke-width="40"/>
      <rect x="420" y="560" width="360" height="140" fill="#f4ead5"/>
      <rect y="700" width="${WIDTH}" height="100" fill="#2b0a14"/>${lights(1, '#f2c6de')}`,
  },
  {
    title: 'Dinner tables set for guests',
    svg: `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4ead5"/>
      ${[200, 600, 1000]
        .map(
          (x) => `<ellipse cx="${x}" cy="520" rx="160" ry="60" fill="#ffffff" stroke="#d9c7a7"
            stroke-width="6"/><circle cx="${x}" cy="450" r="40" fill="#8a1538"/>`,
        )
        .join('')}${lights(1, '#c9a227')}`,
  },
  {
    title: 'Lawn for the mehndi',
    svg: `<rect width="${WIDTH}" height="${HEIGHT}" fill="#9ad0ec"/>
      <rect y="450" width="${WIDTH}" height="350" fill="#2d6a4f"/>
      ${[560, 640, 720]
        .map((y) =>
          Array.from(
            { length: 12 },
            (_, i) => `<rect x="${130 + i * 80}" y="${y}" width="40" height="40" fill="#f6c453"/>`,
          ).join(''),
        )
        .join('')}${lights(1, '#ffffff')}`,
  },
];

/** Replaces the business's placeholder photos with the drawn ones; the first is the thumbnail. */
export async function seedDemoMedia(database: Database, mediaDir: string, businessId: number) {
  const stored: (StoredPhoto & { title: string })[] = [];
  for (const scene of SCENES) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">${scene.svg}</svg>`;
    const png = await (await loadSharp())(Buffer.from(svg)).png().toBuffer();
    stored.push({
      title: scene.title,
      ...(await storePhoto(mediaDir, businessId, await encodePhoto(png))),
    });
  }
  const now = nowIso();
  await database.transaction(function* () {
    yield* mediaRepo.removeAllOf(businessId);
    for (const [index, photo] of stored.entries()) {
      yield* mediaRepo.insert({
        business_id: businessId,
        media_link: photo.mediaLink,
        preview_link: photo.previewLink,
        title: photo.title,
        is_thumbnail: index === 0 ? 1 : 0,
        created_at: now,
      });
    }
  });
}
