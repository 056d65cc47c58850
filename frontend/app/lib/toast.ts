import { useSyncExternalStore } from 'react';

/** Spec section 9: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removals = new Map<number, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

let toasterOpened = false;

/** Shows a toast; the newest replaces any other (limit 1). The toast area mounts with the first. */
export function toast(input: ToastInput): number {
  if (!toasterOpened && typeof window !== 'undefined') {
    toasterOpened = true;
    void import('~/islands/open-island').then(({ openIsland }) => openIsland('toaster'));
  }
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  emit(toasts.map((t) => (t.id === id ? { ...t, open: false } : t)));
  if (!removals.has(id)) {
    removals.set(
      id,
      setTimeout(() => {
        removals.delete(id);
        emit(toasts.filter((t) => t.id !== id));
      }, TOAST_REMOVE_DELAY_MS),
    );
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const empty: ToastItem[] = [];

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  );
}
