import type { EncodedPhoto } from './photo.js';

export abstract class ImageEncoder {
  /**
   * Re-encodes an upload to the WebP variants of PHOTO_WIDTHS, turned upright and without metadata (no GPS).
   * Throws InvalidInputError on `photo` when the bytes are not a JPEG, PNG or WebP image.
   */
  abstract encode(upload: Uint8Array): Promise<EncodedPhoto>;
}
