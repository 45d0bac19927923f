/** What a list of cards shows while it loads: grey cards in its own grid, and `label` for screen readers. */
export function ListSkeleton({ label, className }: { label: string; className: string }) {
  return (
    <div role="status" data-testid="list-loading">
      <span className="sr-only">{label}</span>
      <ul aria-hidden="true" className={className}>
        {[0, 1, 2].map((item) => (
          <li key={item} className="h-40 animate-pulse rounded-2xl border border-slate-200 bg-slate-100 motion-reduce:animate-none" />
        ))}
      </ul>
    </div>
  );
}
