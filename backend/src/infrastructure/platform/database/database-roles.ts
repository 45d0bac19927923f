import pg from 'pg';

/**
 * The three PostgreSQL roles Portiepunt connects as (row-level security, README "Database roles"):
 * - owner: owns the tables and runs the migrations (BYPASSRLS: a migration may move any organisation's rows);
 * - app: serves requests, owns nothing and cannot bypass row-level security, so it sees one organisation at a time;
 * - platform: the named path for work that spans organisations (BYPASSRLS, but no DDL).
 */
export interface DatabaseUrls {
  app: string;
  owner: string;
  platform: string;
}

/** The roles that the embedded database and the tests create for themselves. */
export const LOCAL_ROLES = { owner: 'portiepunt_owner', app: 'portiepunt_app', platform: 'portiepunt_platform' } as const;

export function roleOf(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

function withRole(url: string, role: string, password: string): string {
  const result = new URL(url);
  result.username = encodeURIComponent(role);
  result.password = encodeURIComponent(password);
  return result.toString();
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/**
 * With a superuser's URL (the embedded database, the tests' server): creates or updates the three local roles, and
 * hands the database and whatever a superuser made in it before these roles existed (an older `.data/`) to the owner
 * role. Roles belong to the whole server, while an advisory lock belongs to one database: the roles are made on a
 * connection to the server's `postgres` database under its lock, so that callers on different databases (parallel
 * tests) take turns instead of updating the same role at once.
 */
export async function provisionLocalRoles(superuserUrl: string, password: string): Promise<DatabaseUrls> {
  const maintenanceUrl = new URL(superuserUrl);
  maintenanceUrl.pathname = '/postgres';
  const server = new pg.Client({ connectionString: maintenanceUrl.toString() });
  await server.connect();
  try {
    await server.query('SELECT pg_advisory_lock(7244)');
    const attributes = { owner: 'BYPASSRLS', app: 'NOBYPASSRLS', platform: 'BYPASSRLS' } as const;
    for (const [kind, role] of Object.entries(LOCAL_ROLES) as [keyof typeof LOCAL_ROLES, string][]) {
      const { rowCount } = await server.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
      const verb = rowCount ? 'ALTER' : 'CREATE';
      await server.query(
        `${verb} ROLE ${quoteIdent(role)} LOGIN NOSUPERUSER NOCREATEROLE NOCREATEDB ${attributes[kind]} PASSWORD ${quoteLiteral(password)}`,
      );
    }
  } finally {
    await server.query('SELECT pg_advisory_unlock(7244)').catch(() => undefined);
    await server.end();
  }
  const admin = new pg.Client({ connectionString: superuserUrl });
  await admin.connect();
  try {
    // Instances starting together on one database take turns here (this advisory lock is that database's).
    await admin.query('BEGIN');
    await admin.query('SELECT pg_advisory_xact_lock(7245)');
    const database = decodeURIComponent(new URL(superuserUrl).pathname.slice(1));
    await admin.query(`ALTER DATABASE ${quoteIdent(database)} OWNER TO ${quoteIdent(LOCAL_ROLES.owner)}`);
    await admin.query(`
      DO $$ DECLARE item record; BEGIN
        FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm') AND c.relowner <> '${LOCAL_ROLES.owner}'::regrole
        LOOP EXECUTE format('ALTER TABLE %s OWNER TO ${LOCAL_ROLES.owner}', item.name); END LOOP;
        -- Sequences of their own (not a column's, which moved with its table).
        FOR item IN SELECT c.oid::regclass AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind = 'S' AND c.relowner <> '${LOCAL_ROLES.owner}'::regrole
        LOOP EXECUTE format('ALTER SEQUENCE %s OWNER TO ${LOCAL_ROLES.owner}', item.name); END LOOP;
        FOR item IN SELECT t.oid::regtype AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
          WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd') AND t.typowner <> '${LOCAL_ROLES.owner}'::regrole
        LOOP EXECUTE format('ALTER TYPE %s OWNER TO ${LOCAL_ROLES.owner}', item.name); END LOOP;
        FOR item IN SELECT p.oid::regprocedure AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
          WHERE n.nspname = 'public' AND p.proowner <> '${LOCAL_ROLES.owner}'::regrole
        LOOP EXECUTE format('ALTER FUNCTION %s OWNER TO ${LOCAL_ROLES.owner}', item.name); END LOOP;
      END $$`);
    await admin.query('COMMIT');
  } finally {
    await admin.end();
  }
  return {
    app: withRole(superuserUrl, LOCAL_ROLES.app, password),
    owner: withRole(superuserUrl, LOCAL_ROLES.owner, password),
    platform: withRole(superuserUrl, LOCAL_ROLES.platform, password),
  };
}

/**
 * Run by the owner after the migrations, on every start (idempotent, a few milliseconds): the app and platform roles
 * may read and write every table, the migrations' own bookkeeping excepted. Which rows the app role reaches is the
 * policies' business; the platform role bypasses them.
 */
export async function grantToRoles(owner: { query(sql: string): Promise<unknown> }, urls: DatabaseUrls): Promise<void> {
  const roles = [roleOf(urls.app), roleOf(urls.platform)].map(quoteIdent).join(', ');
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${roles}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${roles}`);
  await owner.query(`GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO ${roles}`);
  await owner.query(`REVOKE INSERT, UPDATE, DELETE ON TABLE migrations FROM ${roles}`);
}
