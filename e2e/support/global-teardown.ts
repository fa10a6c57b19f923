import type { RunningProduct } from './product';

export default async function globalTeardown(): Promise<void> {
  await ((globalThis as Record<string, unknown>).__PRODUCT__ as RunningProduct | undefined)?.stop();
}
