export interface RunningProduct {
  port: number;
  mailUrl: string;
  databaseUrl: string;
  origin(subdomain: string | null): string;
  stop(): Promise<void>;
}

// The code lives in scripts/lib/product.cjs, shared with `npm run bench:web` (plain Node).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const shared = require('../../scripts/lib/product.cjs') as { startProduct(): Promise<RunningProduct> };

/**
 * The product as `npm start` runs it (built backend serving the built frontends, demo data,
 * test mode, a real SMTP catcher) on a fresh database and free ports.
 */
export const startProduct = (): Promise<RunningProduct> => shared.startProduct();
