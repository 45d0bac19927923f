import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing to show, with an optional next step. */
export function EmptyState({ icon: Icon, message, children }: { icon: LucideIcon; message: string; children?: ReactNode }) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center"
    >
      <span className="flex size-12 items-center justify-center rounded-full bg-teal-50 text-teal-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 max-w-md text-slate-700">{message}</p>
      {children && <div className="mt-5">{children}</div>}
    </div>
  );
}
