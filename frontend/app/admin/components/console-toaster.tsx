import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '~/lib/cn';
import { dismiss, useConsoleToast } from '../lib/toast';

/** The console's toasts: one at a time, with an Undo button when the action offers one. */
export function ConsoleToaster() {
  const toast = useConsoleToast();
  return (
    <Toast.Provider duration={7000} swipeDirection="right" swipeThreshold={50}>
      {toast && (
        <Toast.Root
          key={toast.id}
          onOpenChange={(open) => !open && dismiss(toast.id)}
          className={cn(
            'relative grid gap-1 rounded-xl border p-4 pr-10 shadow-lg',
            toast.variant === 'destructive' ? 'border-danger-700 bg-danger-700 text-white' : 'border-slate-200 bg-white text-ink-900',
          )}
        >
          <Toast.Title className="text-sm font-semibold">{toast.title}</Toast.Title>
          {toast.description && <Toast.Description className="text-sm">{toast.description}</Toast.Description>}
          {toast.action && (
            <Toast.Action altText={toast.action.label} asChild>
              <button
                type="button"
                onClick={toast.action.run}
                className="justify-self-start rounded-md border border-brand-200 px-3 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {toast.action.label}
              </button>
            </Toast.Action>
          )}
          <Toast.Close aria-label="Dismiss notification" className="absolute right-2 top-2 rounded-md p-1">
            <X aria-hidden className="size-4" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport hotkey={['F8']} className="fixed bottom-4 right-4 z-[100] flex w-full max-w-sm flex-col gap-2 outline-none" />
    </Toast.Provider>
  );
}
