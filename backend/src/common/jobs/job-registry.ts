import { Global, Injectable, Module } from '@nestjs/common';

/** A job run once: resolves with a line for the log saying what it did; throws when it failed. */
export type JobRun = () => Promise<string>;

/** Asked for a job no feature added. */
export class UnknownJobError extends Error {
  constructor(
    readonly job: string | undefined,
    readonly known: string[],
  ) {
    super(`${job ? `No job named "${job}"` : 'Name a job'}. Known jobs: ${known.join(', ')}`);
  }
}

/**
 * The time-based jobs, by name, each runnable once on demand: `node backend/dist/main.js jobs:run
 * <name>` (operators, tests of a built backend) and tests of the app in process. A feature adds
 * its job where it defines it (in the constructor of the provider that schedules it), so a new
 * job needs no change here or in main.ts. Running a job here is what its schedule runs, safe
 * beside the schedule's own runs.
 */
@Injectable()
export class JobRegistry {
  private readonly jobs = new Map<string, { what: string; run: JobRun }>();

  /** `name`: lower-case words joined by '-'; `what`: for the list of known jobs. */
  add(name: string, what: string, run: JobRun): void {
    if (!/^[a-z]+(-[a-z]+)*$/.test(name)) throw new Error(`Job names are lower-case words: "${name}"`);
    if (this.jobs.has(name)) throw new Error(`A job named "${name}" exists already`);
    this.jobs.set(name, { what, run });
  }

  /** Every job's name and what it does, by name. */
  list(): { name: string; what: string }[] {
    return [...this.jobs]
      .map(([name, { what }]) => ({ name, what }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** Runs the job once; UnknownJobError for a name no feature added. */
  async run(name: string | undefined): Promise<string> {
    const job = name === undefined ? undefined : this.jobs.get(name);
    if (!job)
      throw new UnknownJobError(
        name,
        this.list().map((j) => j.name),
      );
    return job.run();
  }
}

/** The one registry of every module of a process (imported once, by InfrastructureModule). */
@Global()
@Module({ providers: [JobRegistry], exports: [JobRegistry] })
export class JobsModule {}
