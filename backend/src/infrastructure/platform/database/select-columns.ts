import type { EntityMetadata } from 'typeorm';

const selected = new WeakMap<EntityMetadata, string>();

/** An entity's columns for a plain-SQL SELECT, each named as its property (`tenant_id AS "tenantId"`), built once. */
export function selectColumns(metadata: EntityMetadata): string {
  let columns = selected.get(metadata);
  if (columns === undefined) {
    columns = metadata.columns.map((column) => `${column.databaseName} AS "${column.propertyName}"`).join(', ');
    selected.set(metadata, columns);
  }
  return columns;
}
