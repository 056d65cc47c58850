import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import { Link } from '~/components/ui/link';
import * as en from '~/content/privacy-choices';
import * as fr from '~/content/fr/privacy-choices';
import { byLang, useLang } from '~/i18n/lang-context';
import { analyticsTurnedOff, setAnalyticsChoice, trackingRefused } from '~/lib/visitor';

export interface PrivacyChoicesHandle {
  open: (returnFocusTo: HTMLElement) => void;
}

/**
 * Privacy choices (Quebec's Law 25): visitor analytics on or off, remembered in this browser.
 * A Global Privacy Control or Do Not Track signal keeps them off whatever the setting.
 */
export function PrivacyChoicesDialog({
  handle,
  initiallyOpenFrom,
}: {
  handle: (h: PrivacyChoicesHandle) => void;
  initiallyOpenFrom: HTMLElement;
}) {
  const copy = byLang({ en, fr }, useLang()).privacyChoicesCopy;
  const [open, setOpen] = useState(true);
  const [opener, setOpener] = useState(initiallyOpenFrom);
  const signal = trackingRefused();
  const [on, setOn] = useState(() => !signal && !analyticsTurnedOff());
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    handle({
      open: (from) => {
        setOpener(from);
        setSaved(null);
        setOpen(true);
      },
    });
  }, [handle]);

  const choose = (next: boolean) => {
    setAnalyticsChoice(next);
    setOn(next);
    setSaved(next ? copy.savedOn : copy.savedOff);
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-bold text-ink-900">{copy.title}</Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={copy.close} className="-mr-2 -mt-1">
                <X aria-hidden className="size-4" />
              </Button>
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 leading-7 text-ink-600">{copy.intro}</Dialog.Description>
          <div className="mt-6 rounded-xl border border-slate-200 p-4">
            <div className="flex items-center justify-between gap-4">
              <h3 id="privacy-analytics-label" className="font-semibold text-ink-900">
                {copy.analyticsLabel}
              </h3>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-labelledby="privacy-analytics-label"
                aria-describedby="privacy-analytics-description"
                disabled={signal}
                onClick={() => choose(!on)}
                className="group inline-flex h-8 w-14 shrink-0 items-center rounded-full bg-slate-300 p-1 transition-colors aria-checked:bg-brand-600 disabled:opacity-60"
              >
                <span aria-hidden className="size-6 rounded-full bg-white shadow transition-transform group-aria-checked:translate-x-6" />
              </button>
            </div>
            <p className="mt-1 text-sm font-medium text-ink-700">{on ? copy.on : copy.off}</p>
            <p id="privacy-analytics-description" className="mt-2 text-sm leading-6 text-ink-600">
              {copy.analyticsDescription}
            </p>
            {signal && <p className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-ink-900">{copy.signalNotice}</p>}
          </div>
          <p role="status" className="mt-4 min-h-6 text-sm font-medium text-accent-700">
            {saved}
          </p>
          <p className="mt-2 text-sm text-ink-600">{copy.remembered}</p>
          <Link to={copy.fallbackHref} className="mt-4 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2">
            {copy.policyLink}
          </Link>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
