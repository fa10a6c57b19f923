import { CARD_DATE_FORMAT, INTL_LOCALES } from '@courtside/domain';
import { createHash } from 'node:crypto';

/**
 * A script at the end of a remote page's body that initialises the browser's Intl (ICU) while
 * the page waits for its scripts, off the render that would otherwise pay for it.
 *
 * The first Intl object a page makes loads ICU's data, and the first NumberFormat and
 * `formatRange` cost more again: on a slow phone that is a long task inside the first render of
 * the cards, which puts the largest paint later (docs/performance.md has the numbers). Here they
 * run in a task of their own while the network is still busy with main.js. It makes the
 * formatters the cards use (libs/domain's CARD_DATE_FORMAT, the card's date range, and counts and
 * plurals) in each of INTL_LOCALES; the app still makes and caches its own (core's
 * format/intl.ts), which is then cheap. It needs nothing from the page and changes nothing.
 */
export const WARM_INTL_SCRIPT =
  `setTimeout(function(){try{${JSON.stringify(Object.values(INTL_LOCALES))}.forEach(function(l){` +
  `new Intl.DateTimeFormat(l,${JSON.stringify(CARD_DATE_FORMAT)}).formatRange(new Date(0),new Date(36e5));` +
  `new Intl.NumberFormat(l).format(1);new Intl.PluralRules(l).select(1)})}catch(e){}},0)`;

/** The script's CSP source (`script-src`): the page allows this inline script and no other. */
export const WARM_INTL_CSP = `'sha256-${createHash('sha256').update(WARM_INTL_SCRIPT).digest('base64')}'`;
