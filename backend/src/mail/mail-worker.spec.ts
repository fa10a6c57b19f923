import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { loadConfig } from '../config/app-config';
import { SERVE } from '../config/process-role';
import { Metrics } from '../observability/metrics';
import { MailJobHandlers } from './mail-jobs';
import { MailWorker } from './mail-worker.service';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('the mail worker when a job fails as it shuts down', () => {
  const prefix = `mail-worker-spec-${process.pid}-${Date.now()}`;
  let redis: Redis;
  let queue: Queue;

  beforeAll(() => {
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  it('logs that the state could not be read instead of rejecting (which would end the process)', async () => {
    queue = new Queue('mail', { connection: { url: REDIS_URL } as never, prefix });
    const job = await queue.add('login_link', { to: 'someone@example.com' });
    // The job's connection closes under it, as the worker's does when the process stops.
    await queue.close();
    await expect(job.isFailed()).rejects.toThrow(/Connection is closed/);

    const config = loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/x', REDIS_URL });
    const worker = new MailWorker(config, SERVE, redis, new MailJobHandlers(), new Metrics());
    const warn = jest.spyOn((worker as unknown as { logger: { warn(m: string): void } }).logger, 'warn');
    warn.mockImplementation(() => undefined);

    await expect(worker.onFailed(job, new Error('connect ECONNREFUSED'))).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/could not be read: Connection is closed/));
  });
});
