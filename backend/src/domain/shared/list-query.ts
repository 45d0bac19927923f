export type SortOrder = 'ASC' | 'DESC';

/** A validated list request: sorting, an inclusive range and equality/search filters. */
export interface ListQuery {
  sort?: { field: string; order: SortOrder };
  range?: { start: number; end: number };
  filter: Record<string, unknown>;
}

export interface Page<T> {
  items: T[];
  total: number;
}

/** Lists without a range never return more than this many rows. */
export const MAX_LIST_SIZE = 1000;
