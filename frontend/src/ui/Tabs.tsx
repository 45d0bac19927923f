import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';

export const Tabs = RadixTabs.Root;
export const TabPanel = RadixTabs.Content;

export function TabList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <RadixTabs.List aria-label={label} className="flex gap-1 rounded-2xl bg-slate-200/70 p-1">
      {children}
    </RadixTabs.List>
  );
}

/** One tab: a large touch target that fills its share of the bar. */
export function Tab({ value, children }: { value: string; children: ReactNode }) {
  return (
    <RadixTabs.Trigger
      value={value}
      className="flex min-h-11 flex-1 items-center justify-center gap-2 rounded-xl px-3 py-2 text-sm font-semibold text-slate-700 transition-colors hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-teal-600 data-[state=active]:bg-white data-[state=active]:text-teal-900 data-[state=active]:shadow-sm"
    >
      {children}
    </RadixTabs.Trigger>
  );
}
