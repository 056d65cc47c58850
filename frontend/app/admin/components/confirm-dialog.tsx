import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { Button } from '~/components/ui/button';

interface Props {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  /** Extra fields (e.g. type the address again); confirming is blocked until `ready`. */
  children?: ReactNode;
  ready?: boolean;
  onConfirm: () => Promise<unknown> | void;
}

/** Every action that cannot be undone asks first (Radix Dialog: focus trapped, Esc closes). */
export function ConfirmDialog({ trigger, title, description, confirmLabel, destructive, children, ready = true, onConfirm }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 grid w-[min(92vw,480px)] -translate-x-1/2 -translate-y-1/2 gap-4 rounded-card bg-white p-6 shadow-card">
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-ink-700">{description}</Dialog.Description>
          {children}
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" size="sm">
                Cancel
              </Button>
            </Dialog.Close>
            <Button
              size="sm"
              className={destructive ? 'bg-danger-700 hover:bg-danger-600' : undefined}
              disabled={!ready || busy}
              onClick={confirm}
            >
              {busy ? 'Working…' : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
