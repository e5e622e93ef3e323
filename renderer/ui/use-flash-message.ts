import { useEffect, useState } from 'react';

export type FlashMessage = { kind: 'success' | 'error'; text: string };

/** Settings messages vanish by themselves after this long (spec: 5 s). */
export const FLASH_DURATION_MS = 5_000;

export function useFlashMessage(durationMs = FLASH_DURATION_MS) {
  const [message, setMessage] = useState<FlashMessage | null>(null);
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);
  return [message, setMessage] as const;
}
