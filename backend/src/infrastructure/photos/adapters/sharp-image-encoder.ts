import { Injectable } from '@nestjs/common';
import { ImageEncoder } from '../../../domain/photos/image-encoder.js';
import { PHOTO_WIDTHS, type EncodedPhoto } from '../../../domain/photos/photo.js';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Refuses decompression bombs: a 8 MB PNG can claim far more pixels than any camera takes. */
const MAX_INPUT_PIXELS = 50_000_000;
const notAPhoto = () => InvalidInputError.field('photo', 'unsupported_file', 'photo must be a JPEG, PNG or WebP image');

/** Loaded on the first upload rather than at start-up (sharp and its native library take a quarter second to load). */
let loadingSharp: Promise<typeof import('sharp')> | undefined;

/** The only file that imports sharp. sharp writes no metadata unless asked, so EXIF (and GPS) never leaves. */
@Injectable()
export class SharpImageEncoder extends ImageEncoder {
  async encode(upload: Uint8Array): Promise<EncodedPhoto> {
    const { default: sharp } = await (loadingSharp ??= import('sharp'));
    let format: string | undefined;
    try {
      format = (await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
    } catch {
      throw notAPhoto();
    }
    if (!format || !ACCEPTED_FORMATS.has(format)) throw notAPhoto();
    const variant = async (width: number) => {
      try {
        // rotate() turns the image upright by its EXIF orientation before the metadata is dropped.
        const output = await sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer();
        return new Uint8Array(output);
      } catch {
        throw notAPhoto();
      }
    };
    const [large, small] = await Promise.all([variant(PHOTO_WIDTHS.large), variant(PHOTO_WIDTHS.small)]);
    return { large, small };
  }
}
