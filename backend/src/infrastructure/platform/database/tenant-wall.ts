/**
 * Row-level security for a table that holds organisations' rows: the one line a migration adds for every such table,
 * e.g. `await db.query(tenantWall('waste_records'))`. The app role then reads and writes only the rows whose
 * `tenant_id` (or `column`) equals the transaction's `app.tenant_id`; FORCE holds the table's owner to it too.
 * `backend/test/row-level-security.e2e-spec.ts` fails for a table with a tenant_id column and no wall.
 */
export function tenantWall(table: string, column = 'tenant_id'): string {
  return `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_wall ON ${table}
      USING (${column} = current_tenant_id()) WITH CHECK (${column} = current_tenant_id());`;
}

/**
 * Row-level security for a table without `tenant_id` whose rows belong to an organisation through a parent row
 * (`password_tokens` through `users`): the app role sees and writes a row only while it sees its parent, so the
 * parent's own wall decides. Foreign-key cascades bypass row-level security, as PostgreSQL's integrity checks do.
 */
export function parentWall(table: string, foreignKey: string, parent: string): string {
  const parentSeen = `EXISTS (SELECT 1 FROM ${parent} parent WHERE parent.id = ${table}.${foreignKey})`;
  return `ALTER TABLE ${table} ENABLE ROW LEVEL SECURITY;
    ALTER TABLE ${table} FORCE ROW LEVEL SECURITY;
    CREATE POLICY tenant_wall ON ${table} USING (${parentSeen}) WITH CHECK (${parentSeen});`;
}

export function dropTenantWall(table: string): string {
  return `DROP POLICY tenant_wall ON ${table};
    ALTER TABLE ${table} NO FORCE ROW LEVEL SECURITY;
    ALTER TABLE ${table} DISABLE ROW LEVEL SECURITY;`;
}
