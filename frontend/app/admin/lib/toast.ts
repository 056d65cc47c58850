import { useSyncExternalStore } from 'react';

export interface ConsoleToast {
  id: number;
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** An undo (or other follow-up) offered for a few seconds after an action. */
  action?: { label: string; run: () => void };
}

let current: ConsoleToast | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

/** One toast at a time, as on the public site. */
export function notify(toast: Omit<ConsoleToast, 'id'>) {
  current = { ...toast, id: nextId++ };
  emit();
}

export function dismiss(id: number) {
  if (current?.id === id) current = null;
  emit();
}

export function useConsoleToast(): ConsoleToast | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
