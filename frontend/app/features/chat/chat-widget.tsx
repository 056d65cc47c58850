import { useEffect, useState } from 'react';
import ChatPanel from './chat-panel';
import { useChatCopy } from './chat-copy';

/** What the launcher (static HTML in the layout) asks of the mounted widget. */
export interface ChatHandle {
  toggle: () => void;
}

/**
 * The assistant's panel behind the static launcher: mounted open by the first click, then the
 * launcher toggles it. The launcher's label and expanded state follow (its icons switch by CSS).
 */
export function ChatWidget({ launcher, handle }: { launcher: HTMLElement; handle: (h: ChatHandle) => void }) {
  const copy = useChatCopy();
  const [open, setOpen] = useState(true);
  useEffect(() => handle({ toggle: () => setOpen((value) => !value) }), [handle]);
  useEffect(() => {
    launcher.setAttribute('aria-expanded', String(open));
    launcher.setAttribute('aria-label', open ? copy.launcherClose : copy.launcherOpen);
  }, [launcher, open, copy]);
  return (
    <ChatPanel
      open={open}
      onClose={() => {
        setOpen(false);
        launcher.focus();
      }}
    />
  );
}
