import { useAuth } from '@courtside/core';
import { useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { originFromState, rememberOrigin } from '@/lib/login-origin';
import { serverMessage } from '@/lib/server-message';
import { LOGIN_TEXT, PRODUCT_NAME } from '@/texts';
import { useRequestMagicLink } from '@/features/auth/api/request-magic-link';
import { AuthCard } from './auth-card';
import { MagicLinkForm } from './magic-link-form';

/** '/login': asks for a magic link to this club. */
export function ClubLoginPage() {
  const { club, isLoading } = useAuth();
  const location = useLocation();
  const request = useRequestMagicLink();
  // The heading names the club: wait for the session rather than flash the product's name.
  if (isLoading) return <Spinner />;

  return (
    <AuthCard title={LOGIN_TEXT.heading(club?.name ?? PRODUCT_NAME)} intro={LOGIN_TEXT.explanation}>
      {!club && <p className="cs-note">{LOGIN_TEXT.noClubHint}</p>}
      <MagicLinkForm
        submitLabel={LOGIN_TEXT.submit}
        pending={request.isPending}
        success={request.isSuccess ? request.data?.message || LOGIN_TEXT.success : null}
        error={request.isError ? serverMessage(request.error, LOGIN_TEXT.failed) : null}
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
