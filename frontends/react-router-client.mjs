/**
 * The react-router that the apps share (webpack.shared.js): its client-side, declarative API.
 * A shared module cannot be tree-shaken, and the package's one entry also carries the data router,
 * framework mode and server APIs (loaders, fetchers, sessions, cookies, RSC), about 45 KB gzipped
 * that no app uses; without them the shell's first load stays within its 150 KB budget.
 * Apps route with <BrowserRouter> / <Routes> / useRoutes and the hooks below. Anything else
 * imported from 'react-router' is undefined at run time: add it here first.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  NavigationType,
  Outlet,
  Route,
  Router,
  Routes,
  createPath,
  createRoutesFromChildren,
  createRoutesFromElements,
  createSearchParams,
  generatePath,
  href,
  matchPath,
  matchRoutes,
  parsePath,
  renderMatches,
  resolvePath,
  useBeforeUnload,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
  UNSAFE_LocationContext,
  UNSAFE_NavigationContext,
  UNSAFE_RouteContext,
} from '../node_modules/react-router/dist/production/index.mjs';
