import { useAuth } from '@courtside/core';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { originFromState, takeRememberedOrigin } from '@/lib/login-origin';
import { serverMessage } from '@/lib/server-message';
import { VERIFY_TEXT } from '@/texts';
import { verifyMagicLink } from '@/features/auth/api/verify-magic-link';
import { useTokenVerification } from '@/features/auth/use-token-verification';
import { VerificationStatus } from './verification-status';

/** '/auth/verify?token=…': signs in with the club magic link, then on to where the user was going. */
export function VerifyPage() {
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
    ? VERIFY_TEXT.noToken
    : verification.isError
      ? serverMessage(verification.error, VERIFY_TEXT.failed)
      : null;
  return (
    <VerificationStatus
      title={failure ? VERIFY_TEXT.failedHeading : VERIFY_TEXT.heading}
      progress={VERIFY_TEXT.verifying}
      failure={failure}
      loginPath="/login"
      onRetry={token ? verification.retry : undefined}
    />
  );
}
