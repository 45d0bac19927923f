import type { LucideIcon } from 'lucide-react';

/** The round tinted icon that heads cards. */
export function IconBadge({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-teal-50 text-teal-700">
      <Icon aria-hidden="true" className="size-5" />
    </span>
  );
}
