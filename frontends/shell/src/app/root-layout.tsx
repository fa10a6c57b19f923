import { useAuth } from '@courtside/core';
import { Spinner } from '@courtside/ui/states';
import { Suspense, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Header } from '@/features/header/components/header';
import { PageErrorBoundary } from './page-error-boundary';
import { usePageHeading } from './use-page-heading';

/**
 * The document title, 'page · club · Courtside', the page named by its h1 (the landing page is
 * the club's own: no page part). A component of its own: reading the h1 changes its state only,
 * not the layout's, so the page is not drawn a second time for it.
 */
function DocumentTitle({ main }: { main: RefObject<HTMLElement | null> }) {
  const { t } = useTranslation('shell');
  const { club } = useAuth();
  const { pathname } = useLocation();
  const heading = usePageHeading(main, pathname, useNavigationType() === 'REPLACE');
  const title = [pathname === '/' ? '' : heading, club?.name, t('productName')].filter(Boolean).join(' · ');
  return <title>{title}</title>;
}

/** Every page: the header, then the page in the content area (lazy pages load inside it). */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  return (
    <div className="cs-app">
      <DocumentTitle main={main} />
      <a className="cs-skip-link" href="#cs-main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <main ref={main} id="cs-main" className="cs-main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
