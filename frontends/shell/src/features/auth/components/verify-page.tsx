import { useAuth } from '@courtside/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { originFromState, takeRememberedOrigin } from '@/lib/login-origin';
import { serverMessage } from '@/lib/server-message';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { verifyMagicLink } from '@/features/auth/api/verify-magic-link';
import { useTokenVerification } from '@/features/auth/use-token-verification';
import { VerificationStatus } from './verification-status';

/** '/auth/verify?token=…': signs in with the club magic link, then on to where the user was going. */
export function VerifyPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { refresh } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();

  const verification = useTokenVerification(token, {
    verify: verifyMagicLink,
    onVerified: async () => {
      await refresh();
      const remembered = takeRememberedOrigin();
      navigate(originFromState(location.state) ?? remembered ?? '/events', { replace: true });
    },
  });

  const failure = !token
    ? t('verify.noToken')
    : verification.isError
      ? serverMessage(verification.error, t('verify.failed'))
      : null;
  return (
    <VerificationStatus
      title={failure ? t('verify.failedHeading') : t('verify.heading')}
      progress={t('verify.verifying')}
      failure={failure}
      loginPath="/login"
      onRetry={token ? verification.retry : undefined}
    />
  );
}
