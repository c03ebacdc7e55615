// Locally generated placeholder photos for demo vendors: one SVG per business type and
// variant, written under DATA_DIR/media. No remote assets (docs/product/decisions.md#the-decisions-at-a-glance): the app works
// offline and under a self-only CSP. Each name carries a hash of its content, so /media
// serves it as immutable and a changed drawing gets a new name.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUSINESS_TYPES } from '@baraat/shared/constants/catalog';
import { contentHashedName } from '../http/static-media';

export const PLACEHOLDER_VARIANTS = 4;

const PALETTES: [string, string][] = [
  ['#8a1538', '#f6c453'],
  ['#1f4e79', '#9ad0ec'],
  ['#2d6a4f', '#b7e4c7'],
  ['#6a3d9a', '#f2c6de'],
];

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function placeholderSvg(label: string, variant: number): string {
  const [dark, light] = PALETTES[(variant - 1) % PALETTES.length]!;
  const cx = 160 + variant * 110;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
  </linearGradient></defs>
  <rect width="800" height="600" fill="url(#g)"/>
  <circle cx="${cx}" cy="220" r="120" fill="#ffffff" fill-opacity="0.18"/>
  <circle cx="${800 - cx}" cy="420" r="180" fill="#ffffff" fill-opacity="0.1"/>
  <text x="400" y="330" text-anchor="middle" font-family="sans-serif" font-size="44"
    font-weight="700" fill="#ffffff">${escapeXml(label)}</text>
  <text x="400" y="380" text-anchor="middle" font-family="sans-serif" font-size="24"
    fill="#ffffff" fill-opacity="0.85">Baraat · photo ${variant}</text>
</svg>
`;
}

interface Placeholder {
  name: string;
  /** The unhashed name the client falls back to for a vendor without photos (vendor-card). */
  plainName: string;
  svg: string;
}

let drawn: Map<string, Placeholder> | undefined;

/** Every placeholder, drawn once per process: the seed asks for one per vendor photo. */
function placeholders(): Map<string, Placeholder> {
  if (!drawn) {
    drawn = new Map();
    for (const type of BUSINESS_TYPES) {
      for (let variant = 1; variant <= PLACEHOLDER_VARIANTS; variant += 1) {
        const svg = placeholderSvg(type.name, variant);
        const stem = `type-${type.id}-${variant}`;
        const name = contentHashedName(stem, 'svg', svg);
        drawn.set(`${type.id}-${variant}`, { name, plainName: `${stem}.svg`, svg });
      }
    }
  }
  return drawn;
}

export function placeholderLink(businessTypeId: number, variant: number): string {
  const placeholder = placeholders().get(`${businessTypeId}-${variant}`);
  if (!placeholder) throw new Error(`no placeholder ${businessTypeId}-${variant}`);
  return `/media/placeholders/${placeholder.name}`;
}

/** Writes the placeholder files that are missing; cheap when they exist. */
export function writePlaceholders(mediaDir: string): void {
  const dir = path.join(mediaDir, 'placeholders');
  mkdirSync(dir, { recursive: true });
  for (const { name, plainName, svg } of placeholders().values()) {
    for (const file of [path.join(dir, name), path.join(dir, plainName)]) {
      if (!existsSync(file)) writeFileSync(file, svg);
    }
  }
}
