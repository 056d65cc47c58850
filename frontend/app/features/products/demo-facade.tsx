import { MonitorPlay } from 'lucide-react';
import type { DemoUrlKey, LiveProduct } from '~/content/products';
import { useLang } from '~/i18n/lang-context';
import { useContent } from '~/i18n/use-content';
import { cn } from '~/lib/cn';

/** The backend's own demo of each product (backend/src/demos), used when no external URL is configured; ?lang=fr speaks French. */
const builtInDemo: Record<DemoUrlKey, string> = { realEstate: '/demos/real-estate', hr: '/demos/hr', restaurant: '/demos/restaurant' };
const builtInDemoUrl = (key: DemoUrlKey, lang: string) => (lang === 'fr' ? `${builtInDemo[key]}?lang=fr` : builtInDemo[key]);

const shell = 'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-slate-200 bg-surface sm:aspect-[4/3]';

/**
 * Click-to-load facade: no frame (and none of its scripts or cookies) until the visitor asks for
 * the demo. The button is a link to the demo (a new tab without script); with script the
 * demo-frame island puts the frame in its place. Without a configured URL it is the site's own
 * demo of a fictional business, framed in a sandbox (scripts only, an opaque origin: no access to
 * this page, its cookies or its storage).
 */
export function DemoFacade({ product, url }: { product: LiveProduct; url: string | null }) {
  const { demoFacadeCopy } = useContent().products;
  const lang = useLang();
  return (
    <div
      data-demo-frame=""
      className={cn(shell, 'flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-50 to-accent-50 p-6 text-center')}
    >
      <MonitorPlay aria-hidden className="size-12 text-brand-600" />
      <a
        href={url ?? builtInDemoUrl(product.demoUrlKey, lang)}
        target="_blank"
        rel="noopener noreferrer"
        data-opens="demo-frame"
        data-frame-title={product.frameTitle}
        data-frame-sandbox={url ? undefined : 'allow-scripts'}
        className="inline-flex h-12 items-center justify-center gap-2 rounded-full bg-brand-600 px-7 text-base font-semibold text-white hover:bg-brand-700 active:bg-brand-800"
      >
        {demoFacadeCopy.load}
        <span className="sr-only"> ({product.name})</span>
      </a>
      <p className="max-w-xs text-xs leading-5 text-ink-600">{url ? demoFacadeCopy.privacyNote : demoFacadeCopy.builtInNote}</p>
    </div>
  );
}
