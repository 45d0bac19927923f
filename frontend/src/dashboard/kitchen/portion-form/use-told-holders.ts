import { useQuery } from '@tanstack/react-query';
import { fetchOpenReservations, keys, type Portion } from '../../queries';
import type { Values } from './values';

const sameCodes = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((code) => b.includes(code));

/**
 * How many people hold an open reservation of the edited portion and will be told of this allergen change (each
 * person holds at most one); 0 when the allergens did not change or nobody reserved it.
 */
export function useToldHolders(tenantId: string, portion: Portion | undefined, values: Values): number {
  const changed =
    portion !== undefined && (!sameCodes(portion.allergens, values.allergens) || !sameCodes(portion.mayContain, values.mayContain));
  const holders = useQuery({
    queryKey: keys.portionReservations(tenantId, portion?.id ?? ''),
    queryFn: () => fetchOpenReservations(tenantId, portion!.id),
    enabled: changed && portion.reservedQuantity > 0,
  });
  if (!changed) return 0;
  return new Set((holders.data ?? []).map((reservation) => reservation.userId)).size || (portion.reservedQuantity > 0 ? 1 : 0);
}
