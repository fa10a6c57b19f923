import { HttpException } from '@nestjs/common';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_ERRORS, type DrawInput } from '@courtside/domain';
import type { AppConfig } from '../config/app-config';
import { WorkerPool, WORKER_RETRY_AFTER_SECONDS } from './worker-pool';

const pool = (threads: number, queue: number) =>
  new WorkerPool({ WORKER_THREADS: threads, WORKER_QUEUE: queue } as AppConfig);

const input = (players: number, courts: number): DrawInput => ({
  players: Array.from({ length: players }, (_, i) => ({
    id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Player ${i + 1}`,
    level: (i % 9) + 1,
  })),
  courts: Array.from({ length: courts }, (_, i) => `Court ${i + 1}`),
  rounds: 3,
  seed: 11,
});

describe('WorkerPool', () => {
  let workers: WorkerPool;
  afterEach(() => workers.onModuleDestroy());

  it('runs a draw in a worker thread and answers what the algorithm answers', async () => {
    workers = pool(1, 8);
    const draw = await workers.run('makeDraw', { input: input(8, 2) });
    expect(draw.rounds).toHaveLength(3);
    expect(draw.rounds[0].matches).toHaveLength(2);
  });

  it("answers the algorithm's refusal of an input as a 400 with its message", async () => {
    workers = pool(1, 8);
    const refused = workers.run('makeDraw', { input: input(3, 1) });
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(refused).rejects.toThrow(/at least 4/i);
  });

  it('refuses a task past the queue at once with a 503 and Retry-After, and runs the others', async () => {
    // Submitted in one tick: the first takes the thread being started, the second the one place
    // in the queue; the third finds both taken whatever the machine's speed.
    workers = pool(1, 1);
    const runs = [1, 2, 3].map(() => workers.run('makeDraw', { input: input(8, 2) }));
    const settled = await Promise.allSettled(runs);
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    const refusal = (settled[2] as PromiseRejectedResult).reason as HttpException;
    expect(refusal.getStatus()).toBe(503);
    expect(refusal.getResponse()).toMatchObject({
      message: API_ERRORS.workersBusy,
      retryAfter: WORKER_RETRY_AFTER_SECONDS,
    });
  });
});

describe('WorkerPool whose task file will not load', () => {
  // A broken build or a missing dependency: the thread's code throws as it loads.
  let dir: string;
  let workers: WorkerPool;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'courtside-pool-'));
    writeFileSync(join(dir, 'broken-tasks.js'), "throw new Error('cannot load the draw');\n");
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  afterEach(() => workers.onModuleDestroy());

  class BrokenPool extends WorkerPool {
    protected override taskFile(): string {
      return join(dir, 'broken-tasks.js');
    }
  }
  const broken = (threads: number) =>
    new BrokenPool({ WORKER_THREADS: threads, WORKER_QUEUE: 8 } as AppConfig);

  const expectUnavailable = async (run: Promise<unknown>) => {
    const refusal = await run.then(
      () => null,
      (error: unknown) => error as HttpException,
    );
    expect(refusal?.getStatus()).toBe(503);
    expect(refusal?.getResponse()).toMatchObject({
      message: API_ERRORS.serviceUnavailable,
      retryAfter: WORKER_RETRY_AFTER_SECONDS,
    });
  };

  it('answers every task a 503 with a message rather than keeping it waiting', async () => {
    workers = broken(2);
    // More tasks than threads: some wait in the queue for a thread that never starts.
    await Promise.all(
      [1, 2, 3, 4].map(() => expectUnavailable(workers.run('makeDraw', { input: input(8, 2) }))),
    );
  });

  it('answers the tasks after a failed start a 503 too, and runs them again once the code loads', async () => {
    workers = broken(1);
    await expectUnavailable(workers.run('makeDraw', { input: input(8, 2) }));
    await expectUnavailable(workers.run('makeDraw', { input: input(8, 2) }));
    await expectUnavailable(workers.run('renderShareCard', {} as never));
    // The file is mended (a fixed deploy): the next task starts a thread that loads it.
    writeFileSync(
      join(dir, 'broken-tasks.js'),
      `module.exports = require(${JSON.stringify(join(__dirname, 'cpu-tasks.ts'))});\n`,
    );
    const draw = await workers.run('makeDraw', { input: input(8, 2) });
    expect(draw.rounds).toHaveLength(3);
  });
});
