import { Module } from '@nestjs/common';
import { WorkerPool } from './worker-pool';

/** The pool of worker threads for CPU-heavy work; one per process, shared by the features that import it. */
@Module({ providers: [WorkerPool], exports: [WorkerPool] })
export class WorkersModule {}
