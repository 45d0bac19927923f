import type { Plan } from '../content/pricing';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { PublicLink } from '../i18n/PublicLink';
import { buttonClass } from '../../ui/Button';
import { useSiteTexts } from '../i18n/texts';

/** priceHint: shown beside the price, such as an info tooltip. */
export function PlanCard({ plan, priceHint }: { plan: Plan; priceHint?: ReactNode }) {
  const { MOST_CHOSEN, PRICE_ON_REQUEST, QUOTE_BUTTON } = useSiteTexts().pricing;
  const { DEMO_HASH_LINK } = useSiteTexts().site;
  return (
    <article
      aria-labelledby={`plan-${plan.name}`}
      className={`relative flex h-full flex-col rounded-2xl border bg-white p-7 shadow-sm ${plan.popular ? 'border-teal-700 ring-2 ring-teal-700' : 'border-slate-200'}`}
    >
      {plan.popular && (
        <p className="absolute -top-3.5 left-7 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 ring-1 ring-amber-200">
          {MOST_CHOSEN}
        </p>
      )}
      <h3 id={`plan-${plan.name}`} className="text-xl font-bold text-slate-900">
        {plan.name}
      </h3>
      <p className="mt-2 text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-center gap-2 text-2xl font-bold text-teal-800">
        {PRICE_ON_REQUEST}
        {priceHint}
      </p>
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3 text-slate-700">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
            {feature}
          </li>
        ))}
      </ul>
      <PublicLink to={DEMO_HASH_LINK} className={buttonClass(plan.popular ? 'primary' : 'secondary', 'lg', 'mt-8 w-full')}>
        {QUOTE_BUTTON}
      </PublicLink>
    </article>
  );
}
