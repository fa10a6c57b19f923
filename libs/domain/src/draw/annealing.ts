/** What the two searches (search.ts, joint.ts) share to run fast and stay exact. */

/** Read once: under jest's vm contexts every access to a global such as Math is slow. */
export const exp = Math.exp;

/**
 * A move whose cost rises by at least `low` is turned down unpriced when its acceptance draw (a
 * multiple of 2^-32, not 0) is at least exp(-low / temperature) times this: the full price, at
 * least `low` (its floor is added up in the same order, and rounding never turns a larger sum
 * smaller), would have turned it down too, as exp is computed to within an ulp. So the searches
 * decide every move as if they had priced it in full, and a draw stays the same to the byte.
 */
export const SURELY = 1.000001;

/**
 * The first value of the fields that hold fractions, set to their real start in the constructor.
 * V8 chooses how to keep a field by the first value stored in it: after a whole number, the first
 * fraction changes the object's layout, and every optimised function that used the old layout is
 * thrown away and compiled again, which a draw in a fresh worker pays for. After a fraction, the
 * field holds a number in place from the start.
 */
export const FRACTION = 0.5;
