/**
 * A `timestamp` column (a club's wall-clock time, no zone) as the API writes it:
 * `YYYY-MM-DDTHH:mm:ss`, to the second, the same text as clubNow (libs/domain), so the two
 * compare as strings. `column` is SQL text: a column or an expression over columns, never input.
 */
export const WALL_CLOCK = (column: string) => `to_char(${column}, 'YYYY-MM-DD"T"HH24:MI:SS')`;
