import { useRef } from 'react';

/**
 * The anti-bot fields every lead form sends (contracts' botTrapFields): the honeypot input's
 * value and when the form was first shown. `reset` starts over after a successful send.
 *
 * A form that is part of the page (the contact form) was shown when the page was: its island
 * may hydrate only once the visitor is already typing, so its mount time would make a person
 * look like a bot. A form in a dialog is shown when it mounts.
 */
export function useBotTrap(shown: 'with-page' | 'on-mount' = 'on-mount') {
  const startedAt = useRef(shown === 'with-page' && typeof performance !== 'undefined' ? Math.round(performance.timeOrigin) : Date.now());
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
