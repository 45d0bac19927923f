import { randomUUID } from 'node:crypto';

/** Largest upload accepted, before re-encoding. */
export const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
/** Widths of the stored WebP variants: large for a detail view, small for cards. */
export const PHOTO_WIDTHS = { large: 1200, small: 400 } as const;
export type PhotoVariant = keyof typeof PHOTO_WIDTHS;

export interface EncodedPhoto {
  large: Uint8Array;
  small: Uint8Array;
}

/** A portion's photo as stored: both WebP variants, without the upload's metadata. */
export interface Photo extends EncodedPhoto {
  id: string;
  tenantId: string;
  createdAt: Date;
}

export function newPhoto(tenantId: string, encoded: EncodedPhoto, now: Date): Photo {
  return { id: randomUUID(), tenantId, ...encoded, createdAt: now };
}
