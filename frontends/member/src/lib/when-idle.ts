/**
 * Runs `run` once the browser is idle (Safari has no requestIdleCallback: the next task), for
 * work the first screen does not need; the returned function cancels it (an effect's cleanup).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run);
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run);
  return () => clearTimeout(handle);
}
