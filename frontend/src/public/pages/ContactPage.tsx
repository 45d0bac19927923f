import { CheckCircle2 } from 'lucide-react';
import { usePageMeta } from '../../lib/page-meta';
import { Card } from '../../ui/Card';
import { Container, PageHero } from '../../ui/Section';
import { ContactDetails } from '../components/ContactSection';
import { ContactRequestForm } from '../components/ContactRequestForm';
import { useSiteTexts } from '../i18n/texts';

export default function ContactPage() {
  const { META } = useSiteTexts().meta;
  const { CONTACT_PAGE } = useSiteTexts().site;
  usePageMeta(META.contact);
  return (
    <>
      <PageHero eyebrow={CONTACT_PAGE.eyebrow} title={CONTACT_PAGE.title} intro={CONTACT_PAGE.intro} />
      <Container className="grid gap-12 pb-20 lg:grid-cols-[1.4fr_1fr]">
        <Card padding="p-6 sm:p-8">
          <ContactRequestForm />
        </Card>
        <aside aria-labelledby="verwachting">
          <h2 id="verwachting" className="text-xl font-semibold text-slate-900">
            {CONTACT_PAGE.asideTitle}
          </h2>
          <ul className="mt-5 space-y-4">
            {CONTACT_PAGE.aside.map((point) => (
              <li key={point} className="flex gap-3 text-slate-700">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-teal-700" />
                {point}
              </li>
            ))}
          </ul>
          <ContactDetails />
        </aside>
      </Container>
    </>
  );
}
