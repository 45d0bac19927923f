import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import { PUBLIC_EXTENSION } from '../http/openapi.js';

export const IS_PUBLIC = 'isPublic';

/** Opens a route to anonymous callers (documented with `security: []`); everything else needs a valid bearer token. */
export const Public = () => applyDecorators(SetMetadata(IS_PUBLIC, true), ApiExtension(PUBLIC_EXTENSION, true));
