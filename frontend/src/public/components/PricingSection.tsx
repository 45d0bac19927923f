import { Building } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { buttonClass } from '../../ui/Button';
import { Section, SectionHeading } from '../../ui/Section';
import { PlanCard } from './PlanCard';
import { useSiteTexts } from '../i18n/texts';

export function PricingSection() {
  const { HOME_PLANS, HOME_PRICING } = useSiteTexts().pricing;
  const { DEMO_HASH_LINK } = useSiteTexts().site;
  return (
    <Section id="prijzen" labelledBy="prijzen-titel">
      <SectionHeading id="prijzen-titel" eyebrow={HOME_PRICING.eyebrow} title={HOME_PRICING.title} intro={HOME_PRICING.intro} />
      <div className="mx-auto mt-14 grid max-w-4xl gap-8 md:grid-cols-2">
        {HOME_PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
      <div className="mx-auto mt-8 flex max-w-4xl flex-col gap-6 rounded-2xl bg-slate-900 p-7 text-white sm:flex-row sm:items-center sm:justify-between">
        <div className="flex gap-4">
          <Building aria-hidden="true" className="mt-1 size-6 shrink-0 text-teal-300" />
          <div>
            <h3 className="text-lg font-semibold">{HOME_PRICING.customTitle}</h3>
            <p className="mt-1 text-slate-300">{HOME_PRICING.customText}</p>
          </div>
        </div>
        <PublicLink to={DEMO_HASH_LINK} className={buttonClass('inverse', 'lg', 'shrink-0')}>
          {HOME_PRICING.customButton}
        </PublicLink>
      </div>
    </Section>
  );
}
