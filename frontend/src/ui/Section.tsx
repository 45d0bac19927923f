import type { ReactNode } from 'react';

export function Container({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <div className={`mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8 ${className}`}>{children}</div>;
}

interface SectionProps {
  id?: string;
  tone?: 'white' | 'tinted';
  labelledBy?: string;
  children: ReactNode;
}

export function Section({ id, tone = 'white', labelledBy, children }: SectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={`py-16 sm:py-20 ${tone === 'tinted' ? 'bg-teal-50/60' : 'bg-white'}`}>
      <Container>{children}</Container>
    </section>
  );
}

interface SectionHeadingProps {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: string;
  align?: 'center' | 'left';
}

export function SectionHeading({ id, eyebrow, title, intro, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={`max-w-3xl ${align === 'center' ? 'mx-auto text-center' : ''}`}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg leading-relaxed text-slate-600">{intro}</p>}
    </div>
  );
}

/** The tinted band at the top of every page other than home, holding the page's h1. */
export function PageHero({ eyebrow, title, intro, children }: { eyebrow?: string; title: string; intro: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-teal-50 to-white py-14 sm:py-20">
      <Container>
        <div className="max-w-3xl">
          {eyebrow && <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">{title}</h1>
          <p className="mt-5 text-lg leading-relaxed text-slate-600">{intro}</p>
          {children && <div className="mt-8 flex flex-wrap gap-3">{children}</div>}
        </div>
      </Container>
    </div>
  );
}
