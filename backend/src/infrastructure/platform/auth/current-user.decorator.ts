import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Actor } from '../../../domain/shared/actor.js';

/** The Actor that the JWT strategy resolved for this request. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): Actor => {
  return context.switchToHttp().getRequest<{ user: Actor }>().user;
});
