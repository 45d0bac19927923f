import { useEffect, useState } from 'react';

/** State kept in this device's localStorage under `key`, such as a chosen filter; falls back to `initial`. */
export function useStoredState(key: string, initial: string): [string, (value: string) => void] {
  const [value, setValue] = useState(() => {
    try {
      return localStorage.getItem(key) ?? initial;
    } catch {
      return initial;
    }
  });
  useEffect(() => {
    try {
      localStorage.setItem(key, value);
    } catch {
      // Private mode or full storage: the choice then lasts for this visit only.
    }
  }, [key, value]);
  return [value, setValue];
}
