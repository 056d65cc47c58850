import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from 'react';
import { Button } from '~/components/ui/button';
import { demoDialogCopy } from '~/content/demo-dialog';

interface DemoDialogApi {
  open: () => void;
}

const DemoDialogContext = createContext<DemoDialogApi>({ open: () => undefined });

/** The form loads only when the dialog first opens. */
const DemoForm = lazy(() => import('./demo-form'));

/** One Schedule a Demo dialog for the whole site; any button opens it through `useDemoDialog`. */
export function DemoDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const api = useMemo(() => ({ open: () => setOpen(true) }), []);
  return (
    <DemoDialogContext.Provider value={api}>
      {children}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8">
            <div className="flex items-start justify-between gap-4">
              <div>
                <Dialog.Title className="text-2xl font-bold text-ink-900">{demoDialogCopy.title}</Dialog.Title>
                <Dialog.Description className="mt-1 text-sm text-ink-600">{demoDialogCopy.description}</Dialog.Description>
              </div>
              <Dialog.Close asChild>
                <Button variant="ghost" size="sm" aria-label={demoDialogCopy.close} className="-mr-2 -mt-1">
                  <X aria-hidden className="size-4" />
                  <span>{demoDialogCopy.close}</span>
                </Button>
              </Dialog.Close>
            </div>
            <div className="mt-6">
              <Suspense fallback={<p className="text-sm text-ink-600">{demoDialogCopy.loading}</p>}>
                {open && <DemoForm onDone={() => setOpen(false)} />}
              </Suspense>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </DemoDialogContext.Provider>
  );
}

export function useDemoDialog(): DemoDialogApi {
  return useContext(DemoDialogContext);
}

/** A button that opens the demo dialog (Schedule a Demo, Book a Demo, ...). */
export function DemoButton({ children, ...props }: Omit<React.ComponentProps<typeof Button>, 'onClick'>) {
  const { open } = useDemoDialog();
  return (
    <Button {...props} onClick={open}>
      {children}
    </Button>
  );
}
