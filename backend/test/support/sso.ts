import { ApproveSsoDomainUseCase } from '../../src/application/sso/sso-domain.use-cases.js';
import { createSuperadmin } from './fixtures.js';
import type { TestApp } from './test-app.js';

/** A superadmin approves the tenant's claimed domains, so that they route sign-ins (no DNS record needed). */
export async function approveSsoDomains(t: TestApp, tenantId: string, domains: string[]): Promise<void> {
  const { actor } = await createSuperadmin(t);
  for (const domain of domains) await t.app.get(ApproveSsoDomainUseCase).execute(actor, tenantId, domain);
}
