import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * The page's own name, read from its h1 (whichever app drew it, in the language on screen), for
 * the document title. After a client-side navigation (never on the first load) focus moves to
 * that h1, so a screen reader announces the new page and the next Tab starts at its top; unless
 * the person has meanwhile put focus somewhere else. Not after a redirect (`replace`: the
 * sign-in landing on /events, a guard sending someone on), which the person did not ask for: focus
 * stays where the browser put it, with no ring drawn around a page title out of nowhere.
 */
export function usePageHeading(
  main: RefObject<HTMLElement | null>,
  pathname: string,
  redirected = false,
): string {
  const [heading, setHeading] = useState('');
  const firstLoad = useRef(true);
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const from = document.activeElement;
    let focusPending = !firstLoad.current && !redirected;
    firstLoad.current = false;
    const read = () => {
      const h1 = root.querySelector('h1');
      setHeading(h1?.textContent?.trim() ?? '');
      if (!h1 || !focusPending) return;
      focusPending = false;
      const active = document.activeElement;
      if (active && active !== document.body && active !== from && active.isConnected) return;
      h1.tabIndex = -1;
      h1.focus();
    };
    read();
    // Remote pages and their data arrive after the route does.
    const observer = new MutationObserver(read);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, redirected]);
  return heading;
}
