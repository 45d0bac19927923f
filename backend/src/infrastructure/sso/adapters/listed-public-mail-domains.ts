import { Injectable } from '@nestjs/common';
import emailProviders from 'email-providers';
import { PublicMailDomains } from '../../../domain/sso/sso-domain.js';

/**
 * Free mail services' domains: the `email-providers` package's list (about 8,800, kept from the big providers' and
 * registrars' lists), plus Dutch and Belgian internet providers' mail domains that it lacks or may drop.
 */
const DUTCH_AND_BELGIAN = [
  'telenet.be',
  'skynet.be',
  'proximus.be',
  'ziggo.nl',
  'kpnmail.nl',
  'kpnplanet.nl',
  'planet.nl',
  'hetnet.nl',
  'home.nl',
  'xs4all.nl',
  'upcmail.nl',
  'chello.nl',
  'casema.nl',
  'quicknet.nl',
  'zeelandnet.nl',
  'hotmail.nl',
  'live.nl',
  'outlook.be',
  'hotmail.be',
  'live.be',
];

@Injectable()
export class ListedPublicMailDomains extends PublicMailDomains {
  private readonly domains = new Set([...emailProviders, ...DUTCH_AND_BELGIAN].map((domain) => domain.toLowerCase()));

  includes(domain: string): boolean {
    return this.domains.has(domain);
  }
}
