import type { UploadMimeType } from '../../db/schema.js';

/**
 * Removes the metadata blocks a camera or phone writes (EXIF with GPS position and device serials,
 * XMP, text comments) from an image whose type was already sniffed, leaving the picture itself
 * untouched. ID photos are kept for years; where they were taken is not the exchange's business.
 * Bytes that do not parse as the sniffed type are returned unchanged (the type check comes first).
 */
export const stripImageMetadata = (mime: UploadMimeType, bytes: Uint8Array): Uint8Array => {
  switch (mime) {
    case 'image/jpeg':
      return stripJpeg(bytes) ?? bytes;
    case 'image/png':
      return stripPng(bytes) ?? bytes;
    case 'image/webp':
      return stripWebp(bytes) ?? bytes;
  }
};

const concat = (parts: readonly Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((n, part) => n + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** JPEG: drop APP1 (EXIF, XMP), APP13 (Photoshop IPTC) and COM segments before the image data. */
const stripJpeg = (bytes: Uint8Array): Uint8Array | undefined => {
  const parts: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    // Start of scan: the compressed image follows; everything from here on is kept as it is.
    if (marker === 0xda) {
      parts.push(bytes.subarray(at));
      return concat(parts);
    }
    const length = ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0);
    if (length < 2 || at + 2 + length > bytes.length) return undefined;
    const segment = bytes.subarray(at, at + 2 + length);
    if (marker !== 0xe1 && marker !== 0xed && marker !== 0xfe) parts.push(segment);
    at += 2 + length;
  }
  return undefined;
};

const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);

/** PNG: drop the eXIf and text chunks; every chunk keeps its own CRC, so no checksum changes. */
const stripPng = (bytes: Uint8Array): Uint8Array | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const parts: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const length = view.getUint32(at);
    const end = at + 12 + length;
    if (end > bytes.length) return undefined;
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (!PNG_DROPPED.has(type)) parts.push(bytes.subarray(at, end));
    at = end;
    if (type === 'IEND') return concat(parts);
  }
  return undefined;
};

/** VP8X flag bits that announce EXIF and XMP chunks. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** WebP: drop the EXIF and XMP chunks, clear their flags, and rewrite the RIFF size. */
const stripWebp = (bytes: Uint8Array): Uint8Array | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chunks: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(at, at + 4));
    const size = view.getUint32(at + 4, true);
    // Chunks are padded to an even size.
    const end = at + 8 + size + (size % 2);
    if (end > bytes.length) return undefined;
    if (type !== 'EXIF' && type !== 'XMP ') {
      const chunk = bytes.slice(at, end);
      if (type === 'VP8X' && chunk.length > 8) chunk[8] = (chunk[8] ?? 0) & ~(VP8X_EXIF | VP8X_XMP);
      chunks.push(chunk);
    }
    at = end;
  }
  if (at !== bytes.length) return undefined;
  const body = concat(chunks);
  const header = bytes.slice(0, 12);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return concat([header, body]);
};
