import { Check } from 'lucide-react';
import { IconTile } from '~/components/icon';
import type { FeatureBlock } from '~/content/solutions';
import { cn } from '~/lib/cn';

/** One solution: text and feature list beside its illustration; sides alternate down the page. */
export function SolutionSection({ block, index }: { block: FeatureBlock; index: number }) {
  const headingId = `${block.id}-heading`;
  const flipped = index % 2 === 1;
  return (
    <section id={block.id} aria-labelledby={headingId} className={cn('py-16 sm:py-20', flipped ? 'bg-surface' : 'bg-white')}>
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div className={cn(flipped && 'lg:order-2')}>
          <IconTile name={block.icon} />
          <h2 id={headingId} className="mt-5 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl">
            {block.title}
          </h2>
          <p className="mt-4 text-lg leading-8 text-ink-600">{block.description}</p>
          <ul className="mt-6 space-y-3">
            {block.features.map((feature) => (
              <li key={feature} className="flex gap-3 text-ink-700">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-accent-600" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
        <img
          src={block.image.src}
          alt={block.image.alt}
          width={block.image.width}
          height={block.image.height}
          loading={index === 0 ? 'eager' : 'lazy'}
          decoding="async"
          className="mx-auto h-auto w-full max-w-lg rounded-3xl"
        />
      </div>
    </section>
  );
}
