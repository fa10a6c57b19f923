import { useAuth } from '@courtside/core';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { Header } from '@/features/header/components/header';
import { COMMON_TEXT, PRODUCT_NAME } from '@/texts';
import { PageErrorBoundary } from './page-error-boundary';

/** Every page: the header, then the page in the content area (lazy pages load inside it). */
export function RootLayout() {
  const { club } = useAuth();
  const { pathname } = useLocation();
  return (
    <div className="cs-app">
      <title>{club ? `${club.name} · ${PRODUCT_NAME}` : PRODUCT_NAME}</title>
      <a className="cs-skip-link" href="#cs-main">
        {COMMON_TEXT.skipToContent}
      </a>
      <Header />
      <main id="cs-main" className="cs-main" tabIndex={-1}>
        <PageErrorBoundary resetKey={pathname}>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
    </div>
  );
}
