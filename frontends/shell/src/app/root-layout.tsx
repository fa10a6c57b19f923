import { useAuth } from '@courtside/core';
import { Spinner } from '@courtside/ui/states';
import { Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { Header } from '@/features/header/components/header';
import { PageErrorBoundary } from './page-error-boundary';
import { usePageHeading } from './use-page-heading';

/**
 * Every page: the header, then the page in the content area (lazy pages load inside it). The
 * document title is 'page · club · Courtside', the page named by its h1 (the landing page is the
 * club's own: no page part).
 */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const { club } = useAuth();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  const heading = usePageHeading(main, pathname, useNavigationType() === 'REPLACE');
  const title = [pathname === '/' ? '' : heading, club?.name, t('productName')].filter(Boolean).join(' · ');
  return (
    <div className="cs-app">
      <title>{title}</title>
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
