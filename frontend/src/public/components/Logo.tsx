import { Leaf } from 'lucide-react';
import { PublicLink } from '../i18n/PublicLink';
import { useSiteTexts } from '../i18n/texts';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  const { BRAND } = useSiteTexts().site;
  return (
    <PublicLink
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-teal-700 text-white">
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl font-bold tracking-tight text-slate-900">{BRAND}</span>
    </PublicLink>
  );
}
