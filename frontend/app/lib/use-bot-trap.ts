import { useEffect, useRef } from 'react';

/**
 * The anti-bot fields every lead form sends (contracts' botTrapFields): the honeypot input's
 * value and when the form was first shown. `resetTrap` starts over after a successful send.
 *
 * A form that is part of the page (the contact form) was shown when the page was: its island
 * may hydrate only once the visitor is already typing, so its mount time would make a person
 * look like a bot. A form in a dialog is shown when it mounts.
 */
export function useBotTrap(shown: 'with-page' | 'on-mount' = 'on-mount') {
  const startedAt = useRef(shown === 'with-page' && typeof performance !== 'undefined' ? Math.round(performance.timeOrigin) : 0);
  // Reading the clock is not allowed during render; the mount is when a dialog's form is shown.
  useEffect(() => {
    if (!startedAt.current) startedAt.current = Date.now();
  }, []);
  const honeypotRef = useRef<HTMLInputElement>(null);
  return {
    honeypotRef,
    trapFields: () => ({ website: honeypotRef.current?.value ?? '', form_started_at: startedAt.current }),
    resetTrap: () => {
      if (honeypotRef.current) honeypotRef.current.value = '';
      startedAt.current = Date.now();
    },
  };
}
