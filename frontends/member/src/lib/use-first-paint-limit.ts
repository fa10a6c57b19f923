import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a long list to draw: `first` on the list's first render, all of them from then
 * on. The rest follow straight after, in a render React may interrupt (a transition), so a page of
 * thirty cards neither holds back the first screen nor blocks a tap meanwhile.
 *
 * Call it in the component that draws the items, mounted once they are there (not while a skeleton
 * shows): the count starts from that mount, however the page was reached. (A deferred value did
 * not: reached by the menu, My Sign-ups kept its skeleton for seconds.) Not for a table's rows:
 * rows added later can widen a column and move the rows above (a layout shift).
 */
export function useFirstPaintLimit(first: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => startTransition(() => setAll(true)), []);
  return all ? Infinity : first;
}
