import { useEffect } from 'react';

/** Notification constants of the spec. */
export const TOAST_DURATION_MS = 5000;
/** A confirmation that needs no reading, such as a successful login: it leaves a phone's screen quickly. */
export const BRIEF_TOAST_MS = 2500;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY_MS = 1_000_000;

/*
 * Toasts are kept in this small store so that any code can raise one. The Radix part (Toaster.tsx, through
 * ToastHost.tsx) loads only once a component that raises toasts has mounted, which keeps it off the first load of /.
 */

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
  /** Milliseconds on screen; TOAST_DURATION_MS when absent. */
  duration?: number;
}

interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

let items: ToastItem[] = [];
let nextId = 1;
let hostNeeded = false;
const listeners = new Set<() => void>();

function update(next: ToastItem[]) {
  items = next;
  listeners.forEach((listener) => listener());
}

/** Shows a toast; the newest replaces the one on screen. Returns its id, for `dismissToast`. */
export function toast(input: ToastInput): number {
  hostNeeded = true;
  const id = nextId++;
  update([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id: number) {
  update(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => update(items.filter((item) => item.id !== id)), TOAST_REMOVE_DELAY_MS);
}

export const subscribeToasts = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToasts = () => items;

/** Call in components that raise toasts: loads the notifications region (F8) while they are on screen. */
export function useToasts(): void {
  useEffect(() => {
    if (hostNeeded) return;
    hostNeeded = true;
    listeners.forEach((listener) => listener());
  }, []);
}

export const isToastHostNeeded = () => hostNeeded;
