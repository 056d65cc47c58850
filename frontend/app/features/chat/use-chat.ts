import { chatSource, unknownVisitor } from '@prairieflow/contracts';
import { useCallback, useRef, useState } from 'react';
import { logChatInteraction } from '~/features/analytics/tracking';
import { toast } from '~/lib/toast';
import { readVisitorId } from '~/lib/visitor';
import { chatSessionId, readConversationId } from './chat-ids';
import { askAssistant, findEmail } from './chat.queries';
import { useChatCopy } from './chat-copy';
import { CHAT_REPLY_DELAY_MS } from './chat.copy';

/** Spec section 3: a local chat message. */
export interface ChatMessage {
  id: number;
  isBot: boolean;
  text: string;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The conversation (spec section 4): append the visitor's message, log it, ask the API once,
 * wait the 1-second delay, retry once when there was no output, then show and log the reply
 * (or the fallback apology and the destructive toast after two failures).
 */
export function useChat() {
  const chatCopy = useChatCopy();
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, isBot: true, text: chatCopy.greeting }]);
  const [typing, setTyping] = useState(false);
  const email = useRef<string | undefined>(undefined);
  const nextId = useRef(1);
  const greetingLogged = useRef(false);

  const append = (isBot: boolean, text: string) => setMessages((list) => [...list, { id: nextId.current++, isBot, text }]);

  /** First open with only the greeting present: the greeting is logged as a bot message. */
  const logGreeting = useCallback(() => {
    if (greetingLogged.current || messages.length !== 1) return;
    greetingLogged.current = true;
    void logChatInteraction({ conversationId: readConversationId(), message: messages[0].text, isBot: true });
  }, [messages]);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text || typing) return false;
      email.current = findEmail(text) ?? email.current;
      const conversationId = readConversationId();
      append(false, text);
      setTyping(true);
      void logChatInteraction({ conversationId, message: text, isBot: false, email: email.current ?? null });

      const request = {
        message: text,
        userEmail: email.current ?? unknownVisitor,
        sessionId: chatSessionId(),
        visitorId: readVisitorId(),
        source: chatSource,
      };
      let output = await askAssistant(request);
      await wait(CHAT_REPLY_DELAY_MS);
      if (output === undefined) output = await askAssistant(request);

      append(true, output ?? chatCopy.fallback);
      void logChatInteraction({ conversationId, message: output ?? chatCopy.fallback, isBot: true, email: email.current ?? null });
      setTyping(false);
      if (output === undefined) toast({ ...chatCopy.toast, variant: 'destructive' });
      return true;
    },
    [typing, chatCopy],
  );

  return { messages, typing, send, logGreeting };
}
