import { useSyncExternalStore } from 'react';

/** How long "Meegegeven" can be taken back before it is sent. */
export const UNDO_MS = 10_000;

interface Waiting {
  timer: ReturnType<typeof setTimeout>;
  send: () => void;
}

/**
 * Hand-overs waiting for their undo time, outside React: a list that re-renders, closes or unmounts (a live event
 * can do all three) neither loses nor repeats one. Each key leaves the queue before its request starts, so it is
 * sent exactly once; a repeated tap on a waiting key changes nothing.
 */
const waiting = new Map<string, Waiting>();
const listeners = new Set<() => void>();
let snapshot: ReadonlySet<string> = new Set();

function changed() {
  snapshot = new Set(waiting.keys());
  listeners.forEach((listener) => listener());
}

export function scheduleHandOver(key: string, send: () => void): void {
  if (waiting.has(key)) return;
  waiting.set(key, { timer: setTimeout(() => sendNow(key), UNDO_MS), send });
  changed();
}

export function undoHandOver(key: string): void {
  const entry = waiting.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  waiting.delete(key);
  changed();
}

function sendNow(key: string): void {
  const entry = waiting.get(key);
  if (!entry) return;
  clearTimeout(entry.timer);
  waiting.delete(key);
  changed();
  entry.send();
}

// Closing the tab or leaving the site does not lose a hand-over that is still waiting for its undo time.
if (typeof window !== 'undefined') window.addEventListener('pagehide', () => [...waiting.keys()].forEach(sendNow));

/** The keys waiting for their undo time, as React state. */
export function useWaitingHandOvers(): ReadonlySet<string> {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => snapshot,
  );
}
