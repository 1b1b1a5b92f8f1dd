// A value that follows another once it has stopped changing for a moment: a search box asks the
// server once a person pauses typing, not at every key.
import { useEffect, useState } from 'react';

export function useSettledValue<Value>(value: Value, delayMs: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
