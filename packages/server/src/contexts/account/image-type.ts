import type { UploadMimeType } from '../../db/schema.js';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0): boolean =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type the bytes themselves declare (their magic numbers), or undefined for anything
 * else. The file's name and the type the client claims are never consulted: both are the
 * uploader's to choose. PNG: the 8-byte signature; JPEG: SOI followed by a marker; WebP: a RIFF
 * container whose form type is `WEBP`.
 */
export const sniffImageType = (bytes: Uint8Array): UploadMimeType | undefined => {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) return 'image/webp';
  return undefined;
};
