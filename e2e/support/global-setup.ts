import { startProduct } from './product';

export default async function globalSetup(): Promise<void> {
  const product = await startProduct();
  process.env.E2E_PORT = String(product.port);
  process.env.E2E_MAIL_URL = product.mailUrl;
  process.env.E2E_DATABASE_URL = product.databaseUrl;
  (globalThis as Record<string, unknown>).__PRODUCT__ = product;
}
