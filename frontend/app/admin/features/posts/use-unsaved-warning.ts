import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Unsaved changes are not lost on a misclick: leaving the console page asks first (the browser's
 * own prompt on reload or tab close; a confirm for links inside the console). `leaveFreely`
 * lets the page itself move on after a save (its form state only catches up on the next render).
 */
export function useUnsavedWarning(dirty: boolean) {
  const free = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !free.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm('You have unsaved changes. Leave this page and lose them?')) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    leaveFreely: () => {
      free.current = true;
    },
  };
}
