import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { chatCopy } from './chat.copy';

/** The panel (and the chat logic) is its own chunk, fetched the first time the launcher is used. */
const ChatPanel = lazy(() => import('./chat-panel'));

/** Floating launcher at the bottom right (spec section 2); the chat is closed by default. */
export function ChatLauncher() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    launcher.current?.focus();
  };

  return (
    <>
      {used && (
        <Suspense fallback={null}>
          <ChatPanel open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={launcher}
        type="button"
        aria-label={open ? chatCopy.launcherClose : chatCopy.launcherOpen}
        aria-expanded={open}
        onClick={() => {
          setUsed(true);
          if (open) close();
          else setOpen(true);
        }}
        className="fixed bottom-4 right-4 z-40 inline-flex size-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 sm:right-6"
      >
        {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
      </button>
    </>
  );
}
