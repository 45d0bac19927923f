import { Param, type PipeTransform } from '@nestjs/common';
import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { DOMAIN_PATTERN } from '../../../domain/sso/sso-configuration.js';

/** An e-mail domain in the path, lower-cased as the configuration stores it; anything else is a 400 naming `domain`. */
class DomainPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const domain = value.trim().toLowerCase();
    if (!DOMAIN_PATTERN.test(domain))
      throw InvalidInputError.field('domain', 'invalid_format', 'domain must be an e-mail domain such as zorggroep.nl');
    return domain;
  }
}

export const DomainParam = () => Param('domain', new DomainPipe());
