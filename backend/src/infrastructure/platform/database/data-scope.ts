import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Whose rows the current work may touch: the database's second wall between organisations (row-level security).
 * - `tenant`: queries run as the app role with `app.tenant_id` set, so PostgreSQL's policies show only that
 *   organisation's rows, whatever the query's own filter says.
 * - `platform`: work that spans organisations (superadmin screens, jobs, sign-in lookups, the CLI, the demo seed)
 *   runs on the separate platform role and connection pool. Always entered through `runAsPlatform`, with a reason,
 *   so that every such path can be found with `grep -rn runAsPlatform`.
 * No scope at all (a request before or without a principal) sees no organisation's rows.
 */
export type DataScope = { kind: 'tenant'; tenantId: string } | { kind: 'platform'; reason: string };

const scopes = new AsyncLocalStorage<DataScope | null>();

export function currentDataScope(): DataScope | null {
  return scopes.getStore() ?? null;
}

/** The value for `app.tenant_id` on the app role's connections: empty (no rows) outside a tenant's scope. */
export function currentTenantSetting(): string {
  const scope = scopes.getStore();
  return scope?.kind === 'tenant' ? scope.tenantId : '';
}

export function runAsTenant<T>(tenantId: string, work: () => T): T {
  return scopes.run({ kind: 'tenant', tenantId }, work);
}

/** Cross-organisation work on the platform role; `reason` names the path (it shows in traces and in code review). */
export function runAsPlatform<T>(reason: string, work: () => T): T {
  return scopes.run({ kind: 'platform', reason }, work);
}

/** Runs `work` with no organisation at all: the app role with an empty `app.tenant_id`. */
export function runWithoutTenant<T>(work: () => T): T {
  return scopes.run(null, work);
}
