export const LABEL_PATH = '/dashboard/etiket';

/** The printable label of one or more portions: /dashboard/etiket?portions=<id>,<id>. */
export const labelPath = (portionIds: string[]) => `${LABEL_PATH}?portions=${portionIds.join(',')}`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The portion ids of the label address, without repeats or anything that is not an id; at most 60 (a few A4 sheets). */
export function portionIdsFrom(search: string): string[] {
  const raw = new URLSearchParams(search).get('portions') ?? '';
  return [...new Set(raw.split(',').map((id) => id.trim()))].filter((id) => UUID.test(id)).slice(0, 60);
}
