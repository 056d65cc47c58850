import { Maximize2, Minimize2, Send, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { cn } from '~/lib/cn';
import { useChatCopy } from './chat-copy';
import { MessageText } from './message-text';
import { useChat } from './use-chat';

interface ChatPanelProps {
  open: boolean;
  onClose: () => void;
}

/** Spec section 9: 350x500 px, expanded 400x600 px; never wider or taller than the screen allows. */
const sizes = {
  normal: { width: 'min(350px, calc(100vw - 2rem))', height: 'min(500px, calc(100dvh - 6.5rem))' },
  expanded: { width: 'min(400px, calc(100vw - 2rem))', height: 'min(600px, calc(100dvh - 6.5rem))' },
};

/**
 * The assistant's panel: a non-modal dialog above the launcher. It stays mounted once loaded
 * (hidden while closed) so the conversation survives closing and reopening.
 */
export default function ChatPanel({ open, onClose }: ChatPanelProps) {
  const chatCopy = useChatCopy();
  const { messages, typing, send, logGreeting } = useChat();
  const [input, setInput] = useState('');
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const endRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    logGreeting();
    inputRef.current?.focus();
  }, [open, logGreeting]);

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  const submit = async () => {
    const text = input.trim();
    if (!text || typing) return;
    setInput('');
    await send(text);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- Escape closes a dialog (WAI-ARIA dialog pattern)
    <section
      role="dialog"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-size={expanded ? 'expanded' : 'normal'}
      style={expanded ? sizes.expanded : sizes.normal}
      className="fixed bottom-24 right-4 z-40 flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl sm:right-6 [&[hidden]]:hidden"
    >
      <header className="flex items-center gap-3 bg-brand-700 px-4 py-3 text-white">
        <h2 id={titleId} className="text-base font-semibold">
          {chatCopy.title}
        </h2>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2 py-0.5 text-xs font-medium">
          <span aria-hidden="true" className="size-2 rounded-full bg-accent-300" />
          {chatCopy.online}
        </span>
        <div className="ml-auto flex items-center gap-1">
          <button
            type="button"
            onClick={() => setExpanded((v) => !v)}
            aria-label={expanded ? chatCopy.shrink : chatCopy.expand}
            className="rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            {expanded ? <Minimize2 aria-hidden="true" className="size-4" /> : <Maximize2 aria-hidden="true" className="size-4" />}
          </button>
          <button
            type="button"
            onClick={onClose}
            aria-label={chatCopy.close}
            className="rounded-md p-1.5 hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-white"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      </header>

      <div
        role="log"
        aria-live="polite"
        aria-label={chatCopy.conversation}
        className="flex-1 space-y-3 overflow-y-auto bg-surface px-4 py-4"
      >
        {messages.map((m) => (
          <p
            key={m.id}
            data-from={m.isBot ? 'bot' : 'user'}
            className={cn(
              'max-w-[85%] whitespace-pre-line break-words rounded-2xl px-3.5 py-2 text-sm leading-relaxed',
              m.isBot ? 'mr-auto rounded-bl-sm bg-white text-ink-900 shadow-sm' : 'ml-auto rounded-br-sm bg-brand-600 text-white',
            )}
          >
            {m.isBot ? <MessageText text={m.text} /> : m.text}
          </p>
        ))}
        {typing && (
          <p role="status" className="mr-auto flex w-fit items-center gap-1 rounded-2xl rounded-bl-sm bg-white px-3.5 py-3 shadow-sm">
            <span className="sr-only">{chatCopy.typing}</span>
            {[0, 150, 300].map((delay) => (
              <span
                key={delay}
                aria-hidden="true"
                className="size-2 animate-bounce rounded-full bg-ink-500"
                style={{ animationDelay: `${delay}ms` }}
              />
            ))}
          </p>
        )}
        <div ref={endRef} />
      </div>

      <form
        className="flex items-center gap-2 border-t border-slate-200 bg-white p-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <input
          ref={inputRef}
          type="text"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={chatCopy.placeholder}
          aria-label={chatCopy.inputLabel}
          maxLength={2000}
          autoComplete="off"
          className="min-w-0 flex-1 rounded-full border border-slate-300 px-4 py-2 text-sm text-ink-900 placeholder:text-ink-500 focus:border-brand-500 focus:outline-2 focus:outline-brand-200"
        />
        <button
          type="submit"
          disabled={!input.trim() || typing}
          aria-label={chatCopy.send}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-50"
        >
          <Send aria-hidden="true" className="size-4" />
        </button>
      </form>
    </section>
  );
}
