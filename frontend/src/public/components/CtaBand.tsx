import { ArrowRight } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { buttonClass } from '../../ui/Button';
import { Container } from '../../ui/Section';

/** The closing call to action of a page. */
export function CtaBand({ title, text, button, to }: { title: string; text: string; button: string; to: string }) {
  return (
    <section aria-labelledby="cta-titel" className="py-16 sm:py-20">
      <Container>
        <div className="flex flex-col gap-6 rounded-3xl bg-teal-800 px-7 py-10 text-white sm:px-12 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-titel" className="text-2xl font-bold sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg text-teal-50">{text}</p>
          </div>
          <PublicLink to={to} className={buttonClass('inverse', 'lg', 'shrink-0')}>
            {button}
            <ArrowRight aria-hidden="true" className="size-5" />
          </PublicLink>
        </div>
      </Container>
    </section>
  );
}
