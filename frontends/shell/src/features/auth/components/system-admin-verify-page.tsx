import { useAuth } from '@courtside/core';
import { toast } from '@courtside/ui/toast';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { useNavigate, useSearchParams } from 'react-router';
import { isNetworkFailure, serverMessage } from '@/lib/server-message';
import { verifySystemMagicLink } from '@/features/auth/api/verify-system-magic-link';
import { useTokenVerification } from '@/features/auth/use-token-verification';
import { VerificationStatus } from './verification-status';

function reasonOf(error: unknown, t: TFunction<typeof PAGE_NAMESPACES>): string {
  return isNetworkFailure(error)
    ? (error as Error).message
    : serverMessage(error, t('systemVerify.unknownError'));
}

/**
 * '/auth/system-admin-verify?token=…': signs a system user in, then on to the console. The
 * identity comes from the server's session check rather than a fixed one stored in the browser
 * (SPEC.md section 4), so it always carries the real role and permissions.
 */
export function SystemAdminVerifyPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const [params] = useSearchParams();
  const token = params.get('token');
  const { refresh } = useAuth();
  const navigate = useNavigate();

  const verification = useTokenVerification(token, {
    verify: verifySystemMagicLink,
    onVerified: async () => {
      toast.success(t('systemVerify.success'));
      await refresh();
      navigate('/system-admin', { replace: true });
    },
    onFailed: (error) => toast.error(t('systemVerify.loginFailedToast', { reason: reasonOf(error, t) })),
  });

  const failure = !token
    ? t('systemVerify.noToken')
    : verification.isError
      ? t('systemVerify.failed', { reason: reasonOf(verification.error, t) })
      : null;
  return (
    <VerificationStatus
      title={t('systemVerify.heading')}
      progress={t('systemVerify.verifying')}
      failure={failure}
      loginPath="/system-admin-login"
      onRetry={token ? verification.retry : undefined}
    />
  );
}
