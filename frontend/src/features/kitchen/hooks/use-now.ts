import { useEffect, useState } from 'react';

/** The current time, renewed every `everyMs` (the cards' timers, the undo's countdown). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
