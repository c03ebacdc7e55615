// Renders the PWA icons in client/public/icons from one SVG mark (run after changing it):
// 192 and 512 px "any" icons, a 512 px maskable icon with the safe-zone padding, and the
// 180 px Apple touch icon. The PNGs are committed; this script only regenerates them.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../client/public/icons');
mkdirSync(out, { recursive: true });

const mark = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <path d="M256 72c-46 62-112 96-112 176a112 112 0 0 0 224 0c0-80-66-114-112-176z" fill="#f6c453"/>
    <circle cx="256" cy="268" r="40" fill="#8a1538"/>
    <text x="256" y="448" text-anchor="middle" font-family="DejaVu Sans, sans-serif"
      font-size="64" font-weight="700" fill="#fffaf5">Baraat</text>
  </g>`;

const svg = ({ rounded, scale }) => `
  <svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
    <rect width="512" height="512" rx="${rounded ? 96 : 0}" fill="#8a1538"/>
    ${mark(scale)}
  </svg>`;

const render = (options, size, name) =>
  sharp(Buffer.from(svg(options)))
    .resize(size, size)
    .png()
    .toFile(path.join(out, name));

await render({ rounded: true, scale: 1 }, 192, 'icon-192.png');
await render({ rounded: true, scale: 1 }, 512, 'icon-512.png');
// Maskable: full-bleed background, the mark inside the central 80% safe zone.
await render({ rounded: false, scale: 0.75 }, 512, 'icon-maskable-512.png');
await render({ rounded: false, scale: 0.9 }, 180, 'apple-touch-icon.png');
console.log(`icons written to ${out}`);
