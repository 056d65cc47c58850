import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '~/lib/cn';
import { useLang } from '~/i18n/lang-context';

import { dismissToast, TOAST_DURATION_MS, useToasts } from '~/lib/toast';

/** The toast area's own label, per language (the toasts' texts come from the features). */
const toasterCopy = { en: { dismiss: 'Dismiss notification' }, fr: { dismiss: 'Fermer la notification' } };

/** The toast area every page has: swipe right past 50 px to dismiss, F8 to focus. */
export function Toaster() {
  const toasts = useToasts();
  const lang = useLang();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          className={cn(
            'group relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:opacity-0 data-[state=open]:animate-[toast-in_200ms_ease-out]',
            t.variant === 'destructive' ? 'border-danger-700 bg-danger-700 text-white' : 'border-slate-200 bg-white text-ink-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && (
              <ToastPrimitive.Description className={cn('text-sm', t.variant === 'destructive' ? 'text-white' : 'text-ink-600')}>
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={toasterCopy[lang].dismiss}
            className="absolute right-2 top-2 rounded-md p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        className="fixed bottom-0 right-0 z-[100] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-4 sm:right-4"
      />
    </ToastPrimitive.Provider>
  );
}
