import { Resolver } from 'node:dns/promises';
import { DomainTxtLookup } from '../../../domain/sso/sso-domain.js';

/** Answers that mean "there is no such record", rather than "the lookup failed". */
const NOTHING_THERE = new Set(['ENOTFOUND', 'ENODATA']);

/**
 * TXT records through the system's resolvers, or through DNS_SERVER (tests run a local DNS server). A lookup that
 * fails for another reason (timeout, refused) throws, so that the admin is not told the record is missing.
 */
export class NodeDnsTxtLookup extends DomainTxtLookup {
  private readonly resolver = new Resolver({ timeout: 3000, tries: 2 });

  constructor(server?: string) {
    super();
    if (server) this.resolver.setServers([server]);
  }

  async txtRecords(domain: string): Promise<string[]> {
    try {
      return (await this.resolver.resolveTxt(domain)).map((chunks) => chunks.join(''));
    } catch (error) {
      if (NOTHING_THERE.has((error as { code?: string }).code ?? '')) return [];
      throw error;
    }
  }
}
