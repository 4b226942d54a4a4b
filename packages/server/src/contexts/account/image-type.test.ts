import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image-type.js';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('sniffImageType', () => {
  it('recognises PNG by its 8-byte signature', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe(
      'image/png',
    );
    // A truncated signature is not a PNG.
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
  });

  it('recognises JPEG by its start-of-image marker', () => {
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe('image/jpeg');
    expect(sniffImageType(bytes(0xff, 0xd8, 0x00))).toBeUndefined();
  });

  it('recognises WebP as a RIFF container of form WEBP', () => {
    expect(sniffImageType(ascii('RIFF\x24\x00\x00\x00WEBPVP8 '))).toBe('image/webp');
    // Other RIFF files (WAV, AVI) are not images.
    expect(sniffImageType(ascii('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeUndefined();
  });

  it('refuses text, markup and empty files whatever they are called', () => {
    expect(sniffImageType(ascii('hello, I am a PNG, honest'))).toBeUndefined();
    expect(sniffImageType(ascii('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined();
    expect(sniffImageType(ascii('GIF89a'))).toBeUndefined();
    expect(sniffImageType(new Uint8Array())).toBeUndefined();
  });
});

describe('sniffImageType at the shortest', () => {
  it('needs no more than the signature itself', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff))).toBe('image/jpeg');
    expect(sniffImageType(ascii('RIFF\x24\x00\x00\x00WEBP'))).toBe('image/webp');
    expect(sniffImageType(ascii('RIFF\x24\x00\x00\x00WEB'))).toBeUndefined();
  });
});
