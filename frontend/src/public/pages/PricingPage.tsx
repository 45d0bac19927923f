import { ChevronDown } from 'lucide-react';
import { usePageMeta } from '../../lib/page-meta';
import { InfoTooltip, TooltipProvider } from '../../ui/Tooltip';
import { Container, PageHero, Section, SectionHeading } from '../../ui/Section';
import { PlanCard } from '../components/PlanCard';
import { usePageTexts, useSiteTexts } from '../i18n/texts';

export default function PricingPage() {
  const { META } = useSiteTexts().meta;
  const { PLANS, PRICE_TOOLTIP, PRICE_TOOLTIP_LABEL, PRICING_PAGE } = usePageTexts().pricingPage;
  usePageMeta(META.pricing);
  return (
    <TooltipProvider>
      <PageHero eyebrow={PRICING_PAGE.eyebrow} title={PRICING_PAGE.title} intro={PRICING_PAGE.intro} />
      <Container>
        <h2 className="sr-only">{PRICING_PAGE.plansTitle}</h2>
        <div className="grid gap-8 pt-4 lg:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard key={plan.name} plan={plan} priceHint={<InfoTooltip label={PRICE_TOOLTIP_LABEL} content={PRICE_TOOLTIP} />} />
          ))}
        </div>
      </Container>
      <Section labelledBy="faq-titel">
        <SectionHeading id="faq-titel" title={PRICING_PAGE.faqTitle} />
        <div className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {PRICING_PAGE.faq.map((item) => (
            <details key={item.question} className="group p-5 sm:p-6">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                <span>{item.question}</span>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-teal-700 transition-transform group-open:rotate-180" />
              </summary>
              <p className="mt-3 leading-relaxed text-slate-600">{item.answer}</p>
            </details>
          ))}
        </div>
      </Section>
    </TooltipProvider>
  );
}
