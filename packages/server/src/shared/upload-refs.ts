import { API_PREFIX } from '@tessera/contract';

/**
 * How uploads are named on the wire. `upload:<id>` is the reference later calls take (head
 * portrait, QR code, ID photos); `/api/files/<id>` is where the image is shown. The id is 128
 * random bits, so neither can be guessed from another.
 */
const PATH_PREFIX = 'upload:';
const ID_FORMAT = /^[0-9a-f]{32}$/;

export const uploadPath = (id: string): string => `${PATH_PREFIX}${id}`;

export const uploadUrl = (id: string): string => `${API_PREFIX}/files/${id}`;

/** The id an `upload:<id>` reference names, or undefined when it is not one. */
export const uploadIdOfPath = (path: string): string | undefined => {
  const trimmed = path.trim();
  if (!trimmed.startsWith(PATH_PREFIX)) return undefined;
  const id = trimmed.slice(PATH_PREFIX.length);
  return isUploadId(id) ? id : undefined;
};

export const isUploadId = (id: string): boolean => ID_FORMAT.test(id);
