/** Types of product.cjs for the TypeScript browser suite (e2e/support/product.ts). */
export interface RunningProduct {
  port: number;
  mailUrl: string;
  databaseUrl: string;
  origin(subdomain: string | null): string;
  stop(): Promise<void>;
}

/** The product as `npm start` runs it, on a fresh database and free ports. */
export function startProduct(): Promise<RunningProduct>;
export function freePort(): Promise<number>;
