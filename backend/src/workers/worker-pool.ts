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
  private readonly pool: Piscina;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new Piscina({
      // The draw's tasks by default; the thread (plain Node) runs a .ts source under the tests
      // through Node's own type stripping.
      filename: taskFile('makeDraw'),
      // One thread is kept from boot on, with the draw code loaded: a fresh thread's first draw
      // also pays for loading and compiling it. Threads beyond it stop after a minute idle.
      minThreads: 1,
      maxThreads: config.WORKER_THREADS,
      maxQueue: config.WORKER_QUEUE,
      idleTimeout: 60_000,
      // Below the event loop's priority: where cores are short (PostgreSQL, other processes),
      // the requests of every club come before a draw that is allowed to take a second.
      niceIncrement: 10,
    });
  }

  /** Runs a task of cpu-tasks.ts or file-tasks.ts; its refused input is a 400 with the task's message. */
  async run<K extends TaskName>(name: K, input: TaskInput<K>): Promise<TaskValue<K>> {
    let answer: CpuTasks.TaskAnswer<TaskValue<K>>;
    try {
      answer = await this.pool.run(input, { name, filename: taskFile(name) });
    } catch (error) {
      if (isPoolFull(error)) {
        this.logger.warn(`Worker pool full: ${name} refused`);
        throw new ServiceUnavailableException({
          ...errorBody(503, API_ERRORS.workersBusy),
          retryAfter: WORKER_RETRY_AFTER_SECONDS,
        });
      }
      throw error;
    }
    if (!answer.ok) throw new BadRequestException(answer.inputError);
    return answer.value;
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }
}
