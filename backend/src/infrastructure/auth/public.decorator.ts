import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'isPublic';

/** Opens a route to anonymous callers; everything else needs a valid bearer token. */
export const Public = () => SetMetadata(IS_PUBLIC, true);
