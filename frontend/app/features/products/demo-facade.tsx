import { MonitorPlay, PlugZap } from 'lucide-react';
import type { LiveProduct } from '~/content/products';
import { DemoButton } from '~/features/demo-request/demo-button';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';

const shell = 'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-slate-200 bg-surface sm:aspect-[4/3]';

/**
 * Click-to-load facade: no third-party frame (and none of its scripts or cookies) until the
 * visitor asks for the demo. The button is a link to the demo (a new tab without script); with
 * script the demo-frame island puts the frame in its place. Without a configured URL it says so.
 */
export function DemoFacade({ product, url }: { product: LiveProduct; url: string | null }) {
  const { demoFacadeCopy } = useContent().products;
  if (!url) {
    return (
      <div className={cn(shell, 'flex flex-col items-center justify-center gap-3 p-6 text-center')} role="note">
        <PlugZap aria-hidden className="size-10 text-ink-500" />
        <p className="text-lg font-semibold text-ink-900">{demoFacadeCopy.notConfiguredTitle}</p>
        <p className="max-w-sm text-sm leading-6 text-ink-600">{demoFacadeCopy.notConfiguredText}</p>
        <DemoButton variant="secondary" size="sm" className="mt-2">
          {demoFacadeCopy.bookDemo}
        </DemoButton>
      </div>
    );
  }
  return (
    <div data-demo-frame="" className={cn(shell, 'flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-50 to-accent-50 p-6 text-center')}>
      <MonitorPlay aria-hidden className="size-12 text-brand-600" />
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        data-opens="demo-frame"
        data-frame-title={product.frameTitle}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white hover:bg-brand-700 active:bg-brand-800"
      >
        {demoFacadeCopy.load}
        <span className="sr-only"> ({product.name})</span>
      </a>
      <p className="max-w-xs text-xs leading-5 text-ink-600">{demoFacadeCopy.privacyNote}</p>
    </div>
  );
}
