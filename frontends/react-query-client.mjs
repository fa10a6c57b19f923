/**
 * The TanStack Query that the apps share (webpack.shared.js): the part they use. A shared module
 * cannot be tree-shaken; the package's one entry also carries infinite and suspense queries,
 * hydration, streaming and error-reset boundaries that no app uses. Anything else imported from
 * '@tanstack/react-query' is undefined at run time: add it here first.
 */
export {
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '../node_modules/@tanstack/react-query/build/modern/index.js';
