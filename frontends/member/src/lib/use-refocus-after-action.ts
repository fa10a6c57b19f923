import { useEffect, useRef } from 'react';

/**
 * A button that is disabled while its action runs loses keyboard focus to <body> (and a button
 * swapped for another takes it along). Run the action through `after`: once it is over and the
 * button `ref` points at is enabled again, focus goes back to it, unless the person has meanwhile
 * put focus somewhere else.
 */
export function useRefocusAfterAction<T extends HTMLButtonElement>() {
  const ref = useRef<T>(null);
  const pending = useRef(false);
  const refocus = () => {
    const button = ref.current;
    if (!pending.current || !button || button.disabled) return;
    pending.current = false;
    const active = document.activeElement;
    if (!active || active === document.body || active === button) button.focus();
  };
  // The button may still be busy when the action settles: the render that enables it focuses it.
  useEffect(refocus);
  return {
    ref,
    async after(action: () => Promise<unknown>) {
      await action();
      pending.current = true;
      refocus();
    },
  };
}
