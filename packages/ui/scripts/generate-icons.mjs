// Draws the app's icons from one description of the mark (the blue tile with a white "T", as in the
// favicon): the SVG the pages show, and the PNGs the web app manifest and iOS ask for, written with
// node:zlib alone. The files are committed; run this again only when the mark changes:
//
//   node packages/ui/scripts/generate-icons.mjs
//
// Every run writes the same bytes. "any" icons keep the tile's rounded corners on a transparent
// ground; the maskable icon and Apple's fill the square, since the platform cuts its own shape
// (the "T" stays well inside the maskable safe zone, a circle of 40 % of the size).
import { mkdirSync, writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const OUT_DIR = new URL('../public/icons/', import.meta.url);

/** The mark on a 32-unit grid. `TILE` is --c-primary of src/styles/app.css. */
const GRID = 32;
const TILE = { color: [0x1d, 0x64, 0xef], radius: 8 };
/** The "T": its bar, then its stem, as [left, top, right, bottom]. */
const GLYPH = {
  color: [0xff, 0xff, 0xff],
  rects: [
    [9, 10, 23, 13],
    [14.5, 13, 17.5, 24],
  ],
};

const hex = (rgb) => `#${rgb.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;

const svg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${GRID} ${GRID}" role="img" aria-label="Tessera"><title>Tessera</title>` +
  `<rect width="${GRID}" height="${GRID}" rx="${TILE.radius}" fill="${hex(TILE.color)}"/>` +
  `<path d="${GLYPH.rects.map(([left, top, right, bottom]) => `M${left} ${top}H${right}V${bottom}H${left}z`).join('')}" fill="${hex(GLYPH.color)}"/></svg>\n`;

const inTile = (x, y, radius) => {
  // Distance past the corner circles' centres; inside unless beyond a corner's arc.
  const dx = Math.max(radius - x, x - (GRID - radius), 0);
  const dy = Math.max(radius - y, y - (GRID - radius), 0);
  return dx * dx + dy * dy <= radius * radius;
};

const inGlyph = (x, y) =>
  GLYPH.rects.some(([left, top, right, bottom]) => x >= left && x < right && y >= top && y < bottom);

/** Samples per pixel along each axis: 64 per pixel smooth the tile's corners and the glyph's edges. */
const SUPERSAMPLING = 8;

/** RGBA pixels of the mark at `size`×`size`; `radius` 0 fills the square. */
const draw = (size, radius) => {
  const pixels = Buffer.alloc(size * size * 4);
  const samples = SUPERSAMPLING * SUPERSAMPLING;
  for (let row = 0; row < size; row++) {
    for (let column = 0; column < size; column++) {
      let tile = 0;
      let glyph = 0;
      for (let i = 0; i < SUPERSAMPLING; i++) {
        for (let j = 0; j < SUPERSAMPLING; j++) {
          const x = ((column + (j + 0.5) / SUPERSAMPLING) * GRID) / size;
          const y = ((row + (i + 0.5) / SUPERSAMPLING) * GRID) / size;
          if (!inTile(x, y, radius)) continue;
          tile++;
          if (inGlyph(x, y)) glyph++;
        }
      }
      const offset = (row * size + column) * 4;
      // The glyph lies inside the tile, so the colour is the tile's mixed with the glyph's.
      const share = tile === 0 ? 0 : glyph / tile;
      for (let channel = 0; channel < 3; channel++) {
        pixels[offset + channel] = Math.round(
          TILE.color[channel] * (1 - share) + GLYPH.color[channel] * share,
        );
      }
      pixels[offset + 3] = Math.round((255 * tile) / samples);
    }
  }
  return pixels;
};

const chunk = (type, data) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, checksum]);
};

/** A PNG of RGBA `pixels` (8 bits a channel), each row unfiltered. */
const png = (size, pixels) => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bits per channel
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let row = 0; row < size; row++) {
    pixels.copy(rows, row * (size * 4 + 1) + 1, row * size * 4, (row + 1) * size * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const ICONS = [
  { name: 'icon-192.png', size: 192, radius: TILE.radius },
  { name: 'icon-512.png', size: 512, radius: TILE.radius },
  { name: 'icon-maskable-512.png', size: 512, radius: 0 },
  { name: 'apple-touch-icon.png', size: 180, radius: 0 },
];

mkdirSync(OUT_DIR, { recursive: true });
writeFileSync(new URL('icon.svg', OUT_DIR), svg());
for (const { name, size, radius } of ICONS) {
  writeFileSync(new URL(name, OUT_DIR), png(size, draw(size, radius)));
}
console.log(`wrote icon.svg and ${ICONS.map((icon) => icon.name).join(', ')} to ${OUT_DIR.pathname}`);
