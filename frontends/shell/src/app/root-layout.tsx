import { useAuth } from '@courtside/core';
import { Spinner } from '@courtside/ui/states';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Header } from '@/features/header/components/header';
import { PageErrorBoundary } from './page-error-boundary';

/** Every page: the header, then the page in the content area (lazy pages load inside it). */
export function RootLayout() {
  const { t } = useTranslation('shell');
  const { club } = useAuth();
  const { pathname } = useLocation();
  const product = t('productName');
  return (
    <div className="cs-app">
      <title>{club ? `${club.name} · ${product}` : product}</title>
      <a className="cs-skip-link" href="#cs-main">
        {t('common.skipToContent')}
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
