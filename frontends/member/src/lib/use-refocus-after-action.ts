import { useEffect, useRef } from 'react';

/**
 * A button that is disabled while its action runs loses keyboard focus to <body> (and a button that
 * is swapped for another takes it along). `arm()` on the click; once `busy` is over, focus goes back
 * to the button `ref` points at, unless the person has meanwhile put it somewhere else.
 */
export function useRefocusAfterAction<T extends HTMLElement>(busy: boolean) {
  const ref = useRef<T>(null);
  const armed = useRef(false);
  useEffect(() => {
    if (busy || !armed.current) return;
    armed.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === ref.current) ref.current?.focus();
  }, [busy]);
  return {
    ref,
    arm: () => {
      armed.current = true;
    },
  };
}
