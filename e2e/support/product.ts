// The code lives in scripts/lib/product.cjs (typed by product.d.cts), shared with `npm run bench:web`.
export { startProduct, type RunningProduct } from '../../scripts/lib/product.cjs';
