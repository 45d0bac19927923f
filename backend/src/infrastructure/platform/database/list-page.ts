import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { MAX_LIST_SIZE, type ListQuery, type Page } from '../../../domain/shared/list-query.js';

/**
 * Applies sort and range of a validated ListQuery and counts the total.
 * `sortColumns` maps API field names to SQL expressions; the HTTP layer has already rejected others.
 */
export async function findPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery,
  sortColumns: Record<string, string>,
  defaultSort: { field: string; order: 'ASC' | 'DESC' },
): Promise<Page<T>> {
  const sort = query.sort ?? defaultSort;
  qb.orderBy(sortColumns[sort.field], sort.order).addOrderBy(`${qb.alias}.id`, 'ASC');
  const start = query.range?.start ?? 0;
  const size = query.range ? query.range.end - query.range.start + 1 : MAX_LIST_SIZE;
  qb.skip(start).take(Math.min(size, MAX_LIST_SIZE));
  const [items, total] = await qb.getManyAndCount();
  return { items, total };
}

/** Narrows to the ids of a getMany filter (`{"id": [...]}` or a single id). */
export function applyIdFilter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, filter: Record<string, unknown>): void {
  if (filter.id === undefined) return;
  const ids = Array.isArray(filter.id) ? filter.id : [filter.id];
  qb.andWhere(`${qb.alias}.id IN (:...ids)`, { ids: ids.length ? ids : [null] });
}

/** True for PostgreSQL's unique_violation on the given constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const driverError = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
  return driverError?.code === '23505' && driverError.constraint === constraint;
}

/** The ILIKE pattern for "contains `q`": its `%`, `_` and `\` match themselves, not any text. */
export function containsPattern(q: unknown): string {
  return `%${String(q).replace(/[\\%_]/g, '\\$&')}%`;
}
