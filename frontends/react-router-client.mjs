/**
 * The react-router that the apps share (webpack.shared.js): its client-side, declarative API.
 * A shared module cannot be tree-shaken, and the package's one entry also carries the data router,
 * framework mode and server APIs (loaders, fetchers, sessions, cookies, RSC), about 45 KB gzipped
 * that no app uses; without them the shell's first load stays within its 150 KB budget.
 * Apps route with <BrowserRouter> / <Routes> / useRoutes and the hooks below. Anything else
 * imported from 'react-router' is undefined at run time: add it here first. (Tests import the
 * whole package, MemoryRouter included.)
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useNavigationType,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '../node_modules/react-router/dist/production/index.mjs';
