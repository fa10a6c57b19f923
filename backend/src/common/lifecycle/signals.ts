import type { Logger } from '@nestjs/common';

/**
 * Runs `shutdown` once on the first SIGTERM or SIGINT, then exits; a second signal exits at once
 * (an operator who presses Ctrl+C twice means it).
 */
export function onShutdownSignal(logger: Logger, shutdown: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    shutdown(signal).then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
}
