/**
 * Resolves in a task of its own, so what follows runs after the browser has had a turn (input,
 * painting, network answers). The bootstrap uses it to evaluate React and the app's modules after
 * the session check and the route's requests are out: one long task fewer at start.
 * `scheduler.yield()` where the browser has it (it keeps the start's place in the queue), else a
 * message: not a timer, which browsers may delay by 4 ms or more.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
