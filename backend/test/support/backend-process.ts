import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { freePort, waitFor } from './ports';

export interface BackendProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal) once the process has exited. */
  exited: Promise<number | string>;
  stop(): Promise<void>;
}

const MAIN = join(__dirname, '../../dist/main.js');

/** Modes that do their work and exit, serving nothing to wait for. */
const ONE_SHOT = ['migrate', 'seed', 'mail:redrive'];

/**
 * The built backend (`node backend/dist/main.js [mode]`) as a process of its own, for what only a
 * real process shows: signals, process modes, several replicas. Uses the run's database, Redis
 * and SMTP catcher; `env` overrides. Resolves once it serves (a `--worker` or one-shot mode at
 * once: await `exited` for the latter).
 */
/**
 * How long a spawned process may take to boot before a test gives up on it: generous, as the
 * suites run beside each other on a shared 2-core machine, where a Nest boot has taken over 10 s.
 */
export const BOOT_WAIT_MS = 60_000;

export async function spawnBackend(
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<BackendProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  let output = '';
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: backendEnv({ PORT: String(port), ...env }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  if (!args.some((arg) => arg === '--worker' || ONE_SHOT.includes(arg))) {
    const started = waitFor(
      `the backend on port ${port}`,
      async () => ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok ? true : undefined),
      BOOT_WAIT_MS,
    );
    const died = exited.then((code) => {
      throw new Error(`the backend exited with ${code} before it was ready`);
    });
    died.catch(() => undefined); // exits later, after a normal stop, are not failures
    await Promise.race([started, died]).catch((error: Error) => {
      child.kill('SIGKILL');
      throw new Error(`${error.message}\n${output}`);
    });
  }
  return {
    child,
    port,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
}

/**
 * A one-shot mode of the built backend (`jobs:run <name>`, `migrate`, ...) run to its end:
 * its exit code (or signal) and everything it wrote.
 */
export function runBackend(
  args: string[],
  env: Record<string, string> = {},
): Promise<{ code: number | string; output: string }> {
  let output = '';
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: backendEnv(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code, signal) => resolve({ code: code ?? signal ?? -1, output }));
  });
}

/** The run's database, Redis and SMTP catcher, a Redis prefix of its own; `env` overrides. */
function backendEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'test',
    DATABASE_URL: process.env.TEST_DATABASE_URL!,
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `courtside-test:${process.env.TEST_RUN_ID}:${randomUUID().slice(0, 8)}`,
    SMTP_URL: process.env.TEST_SMTP_URL!,
    APP_DOMAIN: 'localhost',
    LOG_LEVEL: 'log',
    METRICS_PORT: '0',
    // As in startApp: only the notification suites relay notifications.
    NOTIFY_RELAY: 'false',
    ...env,
  };
}
