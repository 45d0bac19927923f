import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';
import type { ApiKeyScope } from '../../../domain/shared/actor.js';
import { SCOPES_EXTENSION } from '../http/openapi.js';

export const SCOPES_KEY = 'apiKeyScopes';

/** Opens a route to API keys holding any of these scopes (and says so in the document); other routes answer 403 to every key. */
export const Scopes = (...scopes: ApiKeyScope[]) =>
  applyDecorators(SetMetadata(SCOPES_KEY, scopes), ApiExtension(SCOPES_EXTENSION, { scopes }));
