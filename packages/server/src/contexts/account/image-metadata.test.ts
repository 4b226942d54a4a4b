import { describe, expect, it } from 'vitest';
import { stripImageMetadata } from './image-metadata.js';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const has = (haystack: Uint8Array, needle: string) => Buffer.from(haystack).includes(Buffer.from(needle));

describe('stripImageMetadata', () => {
  it('drops EXIF (with its GPS block) from a JPEG and keeps the scan data', () => {
    const exif = [
      0xff,
      0xe1,
      0x00,
      0x0c,
      ...'Exif\0\0GPS!'
        .split('')
        .map((c) => c.charCodeAt(0))
        .slice(0, 10),
    ];
    const jfif = [0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46];
    const scan = [0xff, 0xda, 0x00, 0x04, 0x01, 0x02, 0x11, 0x22, 0xff, 0xd9];
    const jpeg = bytes([0xff, 0xd8], jfif, exif, scan);
    const stripped = stripImageMetadata('image/jpeg', jpeg);
    expect(has(jpeg, 'Exif')).toBe(true);
    expect(has(stripped, 'Exif')).toBe(false);
    expect([...stripped]).toEqual([0xff, 0xd8, ...jfif, ...scan]);
  });

  it('drops eXIf and text chunks from a PNG', () => {
    const chunk = (type: string, data: number[]) => {
      const length = [0, 0, 0, data.length];
      return [...length, ...[...type].map((c) => c.charCodeAt(0)), ...data, 0, 0, 0, 0];
    };
    const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    const ihdr = chunk('IHDR', [1, 2, 3]);
    const png = bytes(
      signature,
      ihdr,
      chunk('eXIf', [9, 9]),
      chunk('tEXt', [7]),
      chunk('IDAT', [5]),
      chunk('IEND', []),
    );
    expect([...stripImageMetadata('image/png', png)]).toEqual([
      ...signature,
      ...ihdr,
      ...chunk('IDAT', [5]),
      ...chunk('IEND', []),
    ]);
  });

  it('drops EXIF from a WebP, clears its flag and fixes the RIFF size', () => {
    const chunk = (type: string, data: number[]) => [
      ...[...type].map((c) => c.charCodeAt(0)),
      data.length,
      0,
      0,
      0,
      ...data,
    ];
    const vp8x = chunk('VP8X', [0x08, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const body = [...'WEBP']
      .map((c) => c.charCodeAt(0))
      .concat(vp8x, chunk('VP8 ', [1, 2]), chunk('EXIF', [3, 4]));
    const webp = bytes('RIFF', [body.length, 0, 0, 0], body);
    const stripped = stripImageMetadata('image/webp', webp);
    expect(has(stripped, 'EXIF')).toBe(false);
    expect(new DataView(stripped.buffer).getUint32(4, true)).toBe(stripped.length - 8);
    expect(stripped[20]).toBe(0);
  });

  it('returns bytes it cannot parse unchanged', () => {
    const broken = bytes([0xff, 0xd8, 0xff, 0xe1, 0xff, 0xff]);
    expect(stripImageMetadata('image/jpeg', broken)).toBe(broken);
  });
});

describe('stripImageMetadata, at the edges of each format', () => {
  const JPEG_SOI = [0xff, 0xd8];
  /** A JPEG segment: marker, big-endian length (which counts itself), payload. */
  const segment = (marker: number, payload: number[]) => [0xff, marker, 0, payload.length + 2, ...payload];
  const jpegScan = [0xff, 0xda, 0x00, 0x02];

  it('drops APP1, APP13 and comment segments from a JPEG, keeping the others and empty ones', () => {
    const kept = [segment(0xe0, [1, 2]), segment(0xe2, []), segment(0xdb, [3])];
    const jpeg = bytes(
      JPEG_SOI,
      kept[0] ?? [],
      segment(0xe1, [9]),
      kept[1] ?? [],
      segment(0xed, [9, 9]),
      segment(0xfe, [9, 9, 9]),
      kept[2] ?? [],
      jpegScan,
      [0x11, 0xff, 0xd9],
    );
    expect([...stripImageMetadata('image/jpeg', jpeg)]).toEqual([
      ...JPEG_SOI,
      ...kept.flat(),
      ...jpegScan,
      0x11,
      0xff,
      0xd9,
    ]);
  });

  it('reads a JPEG whose scan header is its last four bytes', () => {
    const jpeg = bytes(JPEG_SOI, segment(0xe1, [9, 9]), jpegScan);
    expect([...stripImageMetadata('image/jpeg', jpeg)]).toEqual([...JPEG_SOI, ...jpegScan]);
  });

  it('leaves a JPEG alone when a segment length is impossible or no scan follows', () => {
    for (const jpeg of [
      bytes(JPEG_SOI, [0xff, 0xe1, 0, 0], jpegScan, [0x11]),
      bytes(JPEG_SOI, [0xff, 0xe1, 0, 1], jpegScan, [0x11]),
      bytes(JPEG_SOI, segment(0xe1, [9]), [0x00, 0xe0, 0, 2], jpegScan),
      bytes(JPEG_SOI, segment(0xe1, [9]), segment(0xe0, [1])),
    ]) {
      expect(stripImageMetadata('image/jpeg', jpeg)).toBe(jpeg);
    }
  });

  const pngChunk = (type: string, data: number[]) => [
    0,
    0,
    0,
    data.length,
    ...[...type].map((c) => c.charCodeAt(0)),
    ...data,
    0,
    0,
    0,
    0,
  ];
  const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

  it('drops every text chunk and the time stamp from a PNG, up to its end chunk', () => {
    const ihdr = pngChunk('IHDR', [1]);
    const idat = pngChunk('IDAT', [5, 6]);
    const png = bytes(
      PNG_SIGNATURE,
      ihdr,
      pngChunk('iTXt', [1]),
      pngChunk('zTXt', [2]),
      pngChunk('tIME', [3]),
      idat,
      pngChunk('IEND', []),
      [0xaa, 0xbb],
    );
    expect([...stripImageMetadata('image/png', png)]).toEqual([
      ...PNG_SIGNATURE,
      ...ihdr,
      ...idat,
      ...pngChunk('IEND', []),
    ]);
  });

  it('leaves a PNG alone when a chunk runs past the end or the end chunk is missing', () => {
    const truncated = bytes(PNG_SIGNATURE, pngChunk('IHDR', [1]), [0, 0, 0, 9], 'IDAT', [1, 2, 3, 4]);
    const endless = bytes(PNG_SIGNATURE, pngChunk('IHDR', [1]), pngChunk('tEXt', [1]));
    expect(stripImageMetadata('image/png', truncated)).toBe(truncated);
    expect(stripImageMetadata('image/png', endless)).toBe(endless);
  });

  /** A RIFF chunk: type, little-endian size, data, and a pad byte after odd sizes. */
  const webpChunk = (type: string, data: number[]) => [
    ...[...type].map((c) => c.charCodeAt(0)),
    data.length,
    0,
    0,
    0,
    ...data,
    ...(data.length % 2 === 1 ? [0] : []),
  ];
  const webpOf = (...chunks: number[][]) => {
    const body = [...'WEBP'].map((c) => c.charCodeAt(0)).concat(...chunks);
    return bytes('RIFF', [body.length, 0, 0, 0], body);
  };

  it('drops EXIF and XMP from a WebP, clears only their flags, and walks odd-sized chunks', () => {
    // Flags: alpha (0x10), EXIF (0x08) and XMP (0x04).
    const vp8x = (flags: number) => webpChunk('VP8X', [flags, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    const image = webpChunk('VP8 ', [0xff, 1, 2, 3, 4, 5, 6, 7, 0xff, 9, 10]);
    const webp = webpOf(vp8x(0x1c), image, webpChunk('EXIF', [3]), webpChunk('XMP ', [4, 4]));
    expect([...stripImageMetadata('image/webp', webp)]).toEqual([...webpOf(vp8x(0x10), image)]);
  });

  it('drops an empty chunk at the very end', () => {
    const image = webpChunk('VP8 ', [1, 2]);
    expect([...stripImageMetadata('image/webp', webpOf(image, webpChunk('XMP ', [])))]).toEqual([
      ...webpOf(image),
    ]);
  });

  it('leaves a WebP alone when a chunk runs past the end or bytes trail the last chunk', () => {
    const past = webpOf(
      webpChunk('VP8 ', [1, 2]),
      [...'EXIF'].map((c) => c.charCodeAt(0)),
      [9, 0, 0, 0, 1],
    );
    const trailing = webpOf(webpChunk('VP8 ', [1, 2]), webpChunk('EXIF', [3]), [7, 7, 7]);
    expect(stripImageMetadata('image/webp', past)).toBe(past);
    expect(stripImageMetadata('image/webp', trailing)).toBe(trailing);
  });
});
