import { MonitorPlay, PlugZap } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';
import { demoFacadeCopy, type LiveProduct } from '~/content/products';
import { DemoButton } from '~/features/demo-request/demo-dialog';

/**
 * Click-to-load facade: no third-party frame (and none of its scripts or cookies) until the
 * visitor asks for the demo. Without a configured URL it says so instead of showing a broken frame.
 */
export function DemoFacade({ product, url }: { product: LiveProduct; url: string | null }) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // Keyboard users keep their place: focus moves into the demo that replaced the button.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  const shell = 'relative aspect-[4/5] w-full overflow-hidden rounded-3xl border border-slate-200 bg-surface sm:aspect-[4/3]';

  if (!url) {
    return (
      <div className={`${shell} flex flex-col items-center justify-center gap-3 p-6 text-center`} role="note">
        <PlugZap aria-hidden className="size-10 text-ink-500" />
        <p className="text-lg font-semibold text-ink-900">{demoFacadeCopy.notConfiguredTitle}</p>
        <p className="max-w-sm text-sm leading-6 text-ink-600">{demoFacadeCopy.notConfiguredText}</p>
        <DemoButton variant="secondary" size="sm" className="mt-2">
          {demoFacadeCopy.bookDemo}
        </DemoButton>
      </div>
    );
  }

  if (loaded) {
    return (
      <div className={shell}>
        <iframe
          ref={frame}
          src={url}
          title={product.frameTitle}
          className="absolute inset-0 size-full border-0"
          allow="clipboard-write"
          referrerPolicy="strict-origin-when-cross-origin"
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
      <p className="max-w-xs text-xs leading-5 text-ink-600">{demoFacadeCopy.privacyNote}</p>
    </div>
  );
}
