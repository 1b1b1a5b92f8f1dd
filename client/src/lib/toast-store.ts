// The toasts on screen: at most one at a time; a dismissed toast stays in the list, closed, for
// 1,000,000 ms before it is removed (the constants of shadcn's toast, which the site keeps).
import { useSyncExternalStore } from 'react';

const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export interface ToastEntry extends ToastInput {
  id: number;
  open: boolean;
}

let toasts: ToastEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const removalTimers = new Map<number, ReturnType<typeof setTimeout>>();

function publish(next: ToastEntry[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Shows a toast, replacing the one on screen. Answers a function that dismisses it. */
export function toast(input: ToastInput): () => void {
  const id = nextId++;
  publish([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return () => dismissToast(id);
}

export function dismissToast(id: number): void {
  publish(toasts.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      publish(toasts.filter((entry) => entry.id !== id));
    }, TOAST_REMOVE_DELAY_MS),
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: ToastEntry[] = [];

/** The toasts showing; none in a page the server renders. */
export function useToasts(): ToastEntry[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => noToasts,
  );
}
