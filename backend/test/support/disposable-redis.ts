import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from './ports';

/**
 * A Redis of the test's own, on its own port, that the test can stop (SIGKILL, as a crash) and
 * start again, never touching the shared one. With `appendonly`, it keeps its data in a folder
 * of its own across restarts (appendfsync always: what a crash may lose is what was never acked).
 */
export class DisposableRedis {
  private process?: ChildProcess;
  private readonly dir = mkdtempSync(join(tmpdir(), 'courtside-redis-'));

  constructor(
    readonly port: number,
    private readonly options: { appendonly?: boolean } = {},
  ) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const persistence = this.options.appendonly
      ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', this.dir]
      : ['--appendonly', 'no'];
    this.process = spawn(
      'redis-server',
      ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', ...persistence],
      { stdio: 'ignore' },
    );
    await waitFor(
      'redis to accept connections',
      () =>
        new Promise<boolean | undefined>((resolve) => {
          const socket = createConnection(this.port, '127.0.0.1');
          socket.once('connect', () => (socket.destroy(), resolve(true)));
          socket.once('error', () => resolve(undefined));
        }),
    );
  }

  async stop(): Promise<void> {
    const proc = this.process;
    if (!proc || proc.exitCode !== null) return;
    await new Promise((resolve) => {
      proc.once('exit', resolve);
      proc.kill('SIGKILL');
    });
  }

  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
