import { MonitorPlay } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { type DemoUrlKey, demoFacadeCopy, type LiveProduct } from '~/content/products';

/** The backend's own demo of each product (backend/src/demos), used when no external URL is configured. */
const builtInDemo: Record<DemoUrlKey, string> = { realEstate: '/demos/real-estate', hr: '/demos/hr', restaurant: '/demos/restaurant' };

/**
 * Click-to-load facade: no frame (and none of its scripts or cookies) until the visitor asks for
 * the demo. Without a configured URL it loads the site's own demo of a fictional business, in a
 * sandbox (scripts only, an opaque origin: no access to this page, its cookies or its storage).
 */
export function DemoFacade({ product, url }: { product: LiveProduct; url: string | null }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const src = url ?? builtInDemo[product.demoUrlKey];

  // Keyboard users keep their place: focus moves into the demo that replaced the button.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  const shell = 'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-slate-200 bg-surface sm:aspect-[4/3]';

  if (loaded) {
    return (
      <div className={shell}>
        <iframe
          ref={frame}
          src={src}
          title={product.frameTitle}
          className="absolute inset-0 size-full border-0"
          allow="clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
          {...(url ? {} : { sandbox: 'allow-scripts' })}
        />
      </div>
    );
  }

  return (
    <div className={`${shell} flex flex-col items-center justify-center gap-4 bg-gradient-to-br from-brand-50 to-accent-50 p-6 text-center`}>
      <MonitorPlay aria-hidden className="size-12 text-brand-600" />
      <Button size="lg" onClick={() => setLoaded(true)}>
        {demoFacadeCopy.load}
        <span className="sr-only"> ({product.name})</span>
      </Button>
      <p className="max-w-xs text-xs leading-5 text-ink-600">{url ? demoFacadeCopy.privacyNote : demoFacadeCopy.builtInNote}</p>
    </div>
  );
}
