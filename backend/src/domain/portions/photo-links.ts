/** Where a photo can be fetched without a token (an <img> cannot send one): a signed link that expires. */
export interface PhotoLink {
  tenantId: string;
  photoId: string;
  /** Seconds since the epoch. */
  expires: number;
  signature: string;
}

export abstract class PhotoLinks {
  /** A URL path, valid for a few hours from `now`, that only someone given it can use. */
  abstract urlFor(tenantId: string, photoId: string, now: Date): string;
  /** Whether the link was made by urlFor and has not expired at `now`. */
  abstract isValid(link: PhotoLink, now: Date): boolean;
}
