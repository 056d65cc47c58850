import { useRef } from 'react';

/**
 * The anti-bot fields every lead form sends (contracts' botTrapFields): the honeypot input's
 * value and when the form was first shown. `reset` starts over after a successful send.
 */
export function useBotTrap() {
  const startedAt = useRef(Date.now());
  const honeypot = useRef<HTMLInputElement>(null);
  return {
    honeypot,
    fields: () => ({ website: honeypot.current?.value ?? '', form_started_at: startedAt.current }),
    reset: () => {
      if (honeypot.current) honeypot.current.value = '';
      startedAt.current = Date.now();
    },
  };
}
