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
