import { NETWORK_ERROR, toast, useAuth } from '@courtside/core';
import { useNavigate, useSearchParams } from 'react-router';
import { isNetworkFailure, serverMessage } from '@/lib/server-message';
import { SYSTEM_VERIFY_TEXT } from '@/texts';
import { verifySystemMagicLink } from '@/features/auth/api/verify-system-magic-link';
import { useTokenVerification } from '@/features/auth/use-token-verification';
import { VerificationStatus } from './verification-status';

function reasonOf(error: unknown): string {
  return isNetworkFailure(error) ? NETWORK_ERROR : serverMessage(error, SYSTEM_VERIFY_TEXT.unknownError);
}

/**
 * '/auth/system-admin-verify?token=…': signs a system user in, then on to the console. The
 * identity comes from the server's session check rather than a fixed one stored in the browser
 * (SPEC.md section 4), so it always carries the real role and permissions.
 */
export function SystemAdminVerifyPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { refresh } = useAuth();
  const navigate = useNavigate();

  const verification = useTokenVerification(token, {
    verify: verifySystemMagicLink,
    onVerified: async () => {
      toast.success(SYSTEM_VERIFY_TEXT.success);
      await refresh();
      navigate('/system-admin', { replace: true });
    },
    onFailed: (error) => toast.error(SYSTEM_VERIFY_TEXT.loginFailedToast(reasonOf(error))),
  });

  const failure = !token
    ? SYSTEM_VERIFY_TEXT.noToken
    : verification.isError
      ? SYSTEM_VERIFY_TEXT.failed(reasonOf(verification.error))
      : null;
  return (
    <VerificationStatus
      title={SYSTEM_VERIFY_TEXT.heading}
      progress={SYSTEM_VERIFY_TEXT.verifying}
      failure={failure}
      loginPath="/system-admin-login"
      onRetry={token ? verification.retry : undefined}
    />
  );
}
