import { useAuth } from '@courtside/core';
import { useLocation } from 'react-router';
import { Spinner } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { originFromState, rememberOrigin } from '@/lib/login-origin';
import { serverMessage } from '@/lib/server-message';
import { useRequestMagicLink } from '@/features/auth/api/request-magic-link';
import { AuthCard } from './auth-card';
import { MagicLinkForm } from './magic-link-form';

/** '/login': asks for a magic link to this club. */
export function ClubLoginPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const { club, isLoading } = useAuth();
  const location = useLocation();
  const request = useRequestMagicLink();
  // The heading names the club: wait for the session rather than flash the product's name.
  if (isLoading) return <Spinner />;

  return (
    <AuthCard
      title={t('login.heading', { place: club?.name ?? t('productName') })}
      intro={t('login.explanation')}
    >
      {!club && <p className="cs-note">{t('login.noClubHint')}</p>}
      <MagicLinkForm
        submitLabel={t('login.submit')}
        pending={request.isPending}
        success={request.isSuccess ? request.data?.message || t('login.success') : null}
        error={request.isError ? serverMessage(request.error, t('login.failed')) : null}
        tempLink={request.isSuccess ? request.data?.TEMP : undefined}
        tempLinkState={location.state}
        onSubmit={(email) => {
          // The link usually opens in a new tab: keep the guard's origin for the verify page.
          rememberOrigin(originFromState(location.state));
          request.mutate(email);
        }}
      />
    </AuthCard>
  );
}
