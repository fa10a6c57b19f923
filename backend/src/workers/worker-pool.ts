import {
  BadRequestException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnModuleDestroy,
} from '@nestjs/common';
import { API_ERRORS } from '@courtside/domain';
import { extname, join } from 'node:path';
import { Piscina } from 'piscina';
import { errorBody } from '../common/errors/error-body';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type * as CpuTasks from './cpu-tasks';
import type * as FileTasks from './file-tasks';
import type * as CardTasks from './card-tasks';

type Tasks = typeof CpuTasks & typeof FileTasks & typeof CardTasks;
type TaskName = {
  [K in keyof Tasks]: Tasks[K] extends (
    task: never,
  ) => CpuTasks.TaskAnswer<unknown> | Promise<CpuTasks.TaskAnswer<unknown>>
    ? K
    : never;
}[keyof Tasks];
type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0];
type TaskValue<K extends TaskName> = Extract<Awaited<ReturnType<Tasks[K]>>, { ok: true }>['value'];

/** Which file holds a task: the draw's in cpu-tasks, reading uploads in file-tasks, share images in card-tasks. */
const TASK_FILES: Record<TaskName, 'cpu-tasks' | 'file-tasks' | 'card-tasks'> = {
  makeDraw: 'cpu-tasks',
  redraw: 'cpu-tasks',
  evaluateDraw: 'cpu-tasks',
  repairDraw: 'cpu-tasks',
  readMemberFile: 'file-tasks',
  renderShareCard: 'card-tasks',
};
/** The compiled .js beside this file in a build; the .ts source under the tests' transpiler. */
const taskFile = (name: TaskName) => join(__dirname, `${TASK_FILES[name]}${extname(__filename)}`);

/** Piscina's refusals when every thread is busy and the queue is full (or there is none). */
const isPoolFull = (error: unknown): boolean =>
  error instanceof Error && /Task queue is at limit|No task queue available/.test(error.message);

/** Seconds a client is told to wait when every thread is busy and the queue is full. */
export const WORKER_RETRY_AFTER_SECONDS = 5;

/**
 * Runs CPU-heavy work (the draw) in a bounded pool of worker threads, so one club's draw never
 * holds up another club's requests on the event loop. `WORKER_THREADS` threads, started on
 * first use and kept while busy; `WORKER_QUEUE` tasks may wait for one. Past that the caller gets
 * a 503 with Retry-After at once, rather than a request that hangs behind a growing queue.
 *
 * Piscina (a maintained pool with a bounded queue, abort and clean shutdown) rather than a
 * hand-written one: those are exactly the parts that are easy to get wrong.
 */
@Injectable()
export class WorkerPool implements OnModuleDestroy {
  private readonly logger = new Logger(WorkerPool.name);
  /** Null after its threads failed to start: the next task starts a fresh pool. */
  private pool: Piscina | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.pool = this.start();
  }

  /** The file a task's code is in (a test may point it elsewhere). */
  protected taskFile(name: TaskName): string {
    return taskFile(name);
  }

  private start(): Piscina {
    const pool = new Piscina({
      // The draw's tasks by default; the thread (plain Node) runs a .ts source under the tests
      // through Node's own type stripping.
      filename: this.taskFile('makeDraw'),
      // One thread is kept from boot on, with the draw code loaded: a fresh thread's first draw
      // also pays for loading and compiling it. Threads beyond it stop after a minute idle.
      minThreads: 1,
      maxThreads: this.config.WORKER_THREADS,
      maxQueue: this.config.WORKER_QUEUE,
      idleTimeout: 60_000,
      // Below the event loop's priority: where cores are short (PostgreSQL, other processes),
      // the requests of every club come before a draw that is allowed to take a second.
      niceIncrement: 10,
    });
    // An error outside any task: a thread failed to start, its code would not load.
    pool.on('error', (error: Error) => this.threadFailed(pool, error));
    return pool;
  }

  /**
   * A thread failed. Where none is left, Piscina starts no more by itself (its threads fail as they
   * start: a broken build, a missing dependency), and a task queued for one would wait for ever.
   * That pool is ended, which answers each of its queued tasks at once (a 503); the next task
   * starts a fresh pool, so a passing fault heals by itself.
   */
  private threadFailed(pool: Piscina, error: unknown): void {
    if (pool !== this.pool || pool.threads.length > 0) return;
    const message = error instanceof Error ? error.message : String(error);
    this.logger.error(
      `No worker thread could start: ${message}`,
      error instanceof Error ? error.stack : undefined,
    );
    this.pool = null;
    void pool.destroy().catch(() => undefined);
  }

  /**
   * Runs a task of cpu-tasks.ts, file-tasks.ts or card-tasks.ts; its refused input is a 400 with
   * the task's message, a full queue or a thread that cannot run it a 503.
   */
  async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<TaskValue<K>> {
    const pool = (this.pool ??= this.start());
    let answer: CpuTasks.TaskAnswer<TaskValue<K>>;
    try {
      answer = await pool.run(input, { name, filename: this.taskFile(name) });
    } catch (error) {
      if (isPoolFull(error)) {
        this.logger.warn(`Worker pool full: ${name} refused`);
        throw new ServiceUnavailableException({
          ...errorBody(503, API_ERRORS.workersBusy),
          retryAfter: WORKER_RETRY_AFTER_SECONDS,
        });
      }
      // The thread could not run it: its code would not load, or the thread died. The same work
      // may well succeed in a moment, so the client is told to try again rather than given a 500.
      const reason = error instanceof Error ? error.message : String(error);
      this.logger.error(`Worker task ${name} failed: ${reason}`);
      this.threadFailed(pool, error);
      throw new ServiceUnavailableException({
        ...errorBody(503, API_ERRORS.serviceUnavailable),
        retryAfter: WORKER_RETRY_AFTER_SECONDS,
      });
    }
    if (!answer.ok) throw new BadRequestException(answer.inputError);
    return answer.value;
  }

  async onModuleDestroy(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
