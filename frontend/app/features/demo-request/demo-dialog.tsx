import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '~/components/ui/button';
import * as en from '~/content/demo-dialog';
import * as fr from '~/content/fr/demo-dialog';
import { byLang, useLang } from '~/i18n/lang-context';

import DemoForm from './demo-form';

/** Opens the dialog from outside React (the demo-dialog island's `open`). */
export interface DemoDialogHandle {
  open: (returnFocusTo: HTMLElement) => void;
}

/**
 * The one Schedule a Demo dialog of the page, mounted the first time any demo button is used
 * (demo-dialog.island.ts). Focus goes back to the button that opened it.
 */
export function DemoDialog({ handle, initiallyOpenFrom }: { handle: (h: DemoDialogHandle) => void; initiallyOpenFrom: HTMLElement }) {
  const copy = byLang({ en, fr }, useLang()).demoDialogCopy;
  const [open, setOpen] = useState(true);
  const [opener, setOpener] = useState<HTMLElement>(initiallyOpenFrom);
  useEffect(() => {
    handle({
      open: (from) => {
        setOpener(from);
        setOpen(true);
      },
    });
  }, [handle]);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/60 backdrop-blur-sm" />
        <Dialog.Content
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] max-w-[600px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8"
        >
          <div className="flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-2xl font-bold text-ink-900">{copy.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-ink-600">{copy.description}</Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="ghost" size="sm" aria-label={copy.close} className="-mr-2 -mt-1">
                <X aria-hidden className="size-4" />
                <span>{copy.close}</span>
              </Button>
            </Dialog.Close>
          </div>
          <div className="mt-6">{open && <DemoForm onDone={() => setOpen(false)} />}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
