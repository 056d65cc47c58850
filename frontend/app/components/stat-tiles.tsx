import { cn } from '~/lib/cn';

/** Big figures with a caption (home stats, service-page impact). An odd last tile spans the row on phones. */
export function StatTiles({ items, className }: { items: { value: string; label: string }[]; className?: string }) {
  return (
    <dl className={cn('grid grid-cols-2 gap-4 lg:grid-cols-4', className)}>
      {items.map((item) => (
        <div
          key={item.label}
          className="flex flex-col-reverse last:odd:col-span-2 lg:last:odd:col-span-1 rounded-card border border-slate-200 bg-white p-5 text-center shadow-card"
        >
          <dt className="mt-1 text-sm font-medium text-ink-600">{item.label}</dt>
          <dd className="text-3xl font-bold tracking-tight text-brand-700 sm:text-4xl">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
