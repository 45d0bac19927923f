import { ForbiddenError, NotFoundError } from '../shared/domain-error.js';

export class PhotoLinkInvalidError extends ForbiddenError {
  constructor() {
    super('photo_link_invalid', 'This photo link is invalid or has expired');
  }
}

export class PhotoNotFoundError extends NotFoundError {
  constructor() {
    super('photo_not_found', 'Photo not found');
  }
}
