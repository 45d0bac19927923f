import { Leaf } from 'lucide-react';
import { Link } from 'react-router-dom';
import { BRAND } from '../content/site';

export function Logo({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-teal-600"
    >
      <span className="flex size-9 items-center justify-center rounded-xl bg-teal-700 text-white">
        <Leaf aria-hidden="true" className="size-5" />
      </span>
      <span className="text-xl font-bold tracking-tight text-slate-900">{BRAND}</span>
    </Link>
  );
}
