import type { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTenantWall, tenantWall } from '../tenant-wall.js';

/** Every table with a tenant_id column at this point, and the tenants themselves (by their id). */
const TENANT_TABLES = [
  'api_keys',
  'audit_log',
  'commission_lines',
  'contact_requests',
  'display_links',
  'live_event_sequences',
  'locations',
  'meals_served',
  'notification_preferences',
  'payment_refund_outbox',
  'payments',
  'photos',
  'portion_daily_stats',
  'portion_temperatures',
  'portions',
  'push_messages',
  'push_subscriptions',
  'reservations',
  'scim_groups',
  'scim_tokens',
  'scim_users',
  'sso_configurations',
  'sso_domains',
  'sso_exchange_codes',
  'sso_identities',
  'sso_pending_logins',
  'tenant_attribution_changes',
  'tenant_billing_history',
  'tenant_payment_settings',
  'tenant_settings',
  'users',
  'waitlist_entries',
  'waste_daily_reason_totals',
  'waste_daily_totals',
  'waste_reasons',
  'waste_records',
  'webhook_deliveries',
  'webhook_endpoints',
];

/**
 * The second wall between organisations: row-level security on every table that holds their rows, judged by the
 * per-connection setting `app.tenant_id` that the app role's connections carry (README "Row-level security").
 * `current_tenant_id()` is NULL when the setting is absent or empty, and NULL matches no row.
 */
export class PlatformRowLevelSecurity1764450000000 implements MigrationInterface {
  name = 'PlatformRowLevelSecurity1764450000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION current_tenant_id() RETURNS uuid LANGUAGE sql STABLE PARALLEL SAFE
      AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$`);
    for (const table of TENANT_TABLES) await db.query(tenantWall(table));
    await db.query(tenantWall('tenants', 'id'));
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(dropTenantWall('tenants'));
    for (const table of TENANT_TABLES) await db.query(dropTenantWall(table));
    await db.query('DROP FUNCTION current_tenant_id()');
  }
}
