import { useEffect, useRef, type RefObject } from 'react';

/**
 * For a button that removes its own card (Cancel Signup on My Sign-ups): call `arm()` as the action
 * starts and `disarm()` if it did not go through. When the card then leaves the page, keyboard
 * focus goes to the same button of the next card (else the previous one, else the page's heading)
 * instead of being lost to <body>. `selector` finds those buttons, in page order.
 */
export function useFocusSuccessor(button: RefObject<HTMLElement | null>, selector: string) {
  const successor = useRef<HTMLElement | null>(null);
  const armed = useRef(false);
  useEffect(
    () => () => {
      if (!armed.current) return;
      const active = document.activeElement;
      if (active && active !== document.body && active.isConnected) return;
      const heading = document.querySelector<HTMLElement>('h1');
      const target = successor.current?.isConnected ? successor.current : heading;
      if (target === heading && heading) heading.tabIndex = -1;
      target?.focus();
    },
    [],
  );
  return {
    arm() {
      const all = Array.from(document.querySelectorAll<HTMLElement>(selector));
      const at = button.current ? all.indexOf(button.current) : -1;
      successor.current = at < 0 ? null : (all[at + 1] ?? all[at - 1] ?? null);
      armed.current = true;
    },
    disarm() {
      armed.current = false;
    },
  };
}
