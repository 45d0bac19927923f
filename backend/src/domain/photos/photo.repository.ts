import type { Photo, PhotoVariant } from './photo.js';

/** Every method is scoped to one tenant. */
export abstract class PhotoRepository {
  abstract save(photo: Photo): Promise<void>;
  abstract findVariant(tenantId: string, id: string, variant: PhotoVariant): Promise<Uint8Array | null>;
  abstract delete(tenantId: string, id: string): Promise<void>;
}
