import { useQuery } from '@tanstack/react-query';
import { Plus, UtensilsCrossed } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { fetchPortions, keys } from '../queries';
import { KITCHEN } from '../texts';
import { useNow } from '../use-now';
import { AddPortionForm } from './AddPortionForm';
import { PortionCard } from './PortionCard';

/** The kitchen's counter tablet: offer portions and hand reservations over. */
export default function KitchenView({ tenantId }: { tenantId: string }) {
  const [adding, setAdding] = useState(false);
  const now = useNow();
  const portions = useQuery({ queryKey: keys.portions(tenantId), queryFn: () => fetchPortions(tenantId) });

  return (
    <>
      <div className="mt-2 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-slate-600">{KITCHEN.subtitle}</p>
        {!adding && (
          <Button size="lg" className="min-h-14 shrink-0" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-5" />
            {KITCHEN.addPortion}
          </Button>
        )}
      </div>
      {adding && <AddPortionForm tenantId={tenantId} onClose={() => setAdding(false)} />}

      <section aria-labelledby="portions-title" className="mt-8">
        <h2 id="portions-title" className="text-xl font-semibold text-slate-900">
          {KITCHEN.listTitle}
        </h2>
        <div className="mt-4">
          {portions.isError && <p role="alert" className="text-red-700">{KITCHEN.loadFailed}</p>}
          {portions.isSuccess && portions.data.length === 0 && <EmptyState icon={UtensilsCrossed} message={KITCHEN.empty} />}
          {portions.isSuccess && portions.data.length > 0 && (
            <ul className="grid gap-4 lg:grid-cols-2">
              {portions.data.map((portion) => (
                <li key={portion.id}>
                  <PortionCard tenantId={tenantId} portion={portion} now={now} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>
    </>
  );
}
