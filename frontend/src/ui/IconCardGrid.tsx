import type { LucideIcon } from 'lucide-react';
import { Card } from './Card';
import { IconBadge } from './IconBadge';

export interface IconCardItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

const COLUMNS = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4' } as const;

/** A grid of cards, each headed by an icon: benefits, audiences, values. */
export function IconCardGrid({ items, columns }: { items: readonly IconCardItem[]; columns: keyof typeof COLUMNS }) {
  return (
    <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${COLUMNS[columns]}`}>
      {items.map(({ icon, title, text }) => (
        <li key={title}>
          <Card className="h-full">
            <IconBadge icon={icon} />
            <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
