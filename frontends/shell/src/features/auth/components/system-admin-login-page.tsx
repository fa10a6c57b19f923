import { toast } from '@courtside/ui/toast';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { useLocation } from 'react-router';
import { isNetworkFailure, serverMessage } from '@/lib/server-message';
import { useRequestSystemMagicLink } from '@/features/auth/api/request-system-magic-link';
import { AuthCard } from './auth-card';
import { MagicLinkForm } from './magic-link-form';

function failureText(error: unknown, t: TFunction<typeof PAGE_NAMESPACES>): string {
  return isNetworkFailure(error)
    ? t('systemLogin.networkError')
    : serverMessage(error, t('systemLogin.failed'));
}

/** '/system-admin-login' and '/auth/system-admin-login': asks for a system magic link. */
export function SystemAdminLoginPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const location = useLocation();
  const request = useRequestSystemMagicLink();
  return (
    <AuthCard title={t('systemLogin.title')} intro={t('systemLogin.explanation')}>
      <MagicLinkForm
        submitLabel={t('systemLogin.submit')}
        pending={request.isPending}
        success={request.isSuccess ? (request.data?.message ?? null) : null}
        error={request.isError ? failureText(request.error, t) : null}
        tempLink={request.isSuccess ? request.data?.TEMP : undefined}
        tempLinkState={location.state}
        onSubmit={(email) =>
          request.mutate(email, {
            onError: (error) => {
              if (isNetworkFailure(error)) toast.error(t('systemLogin.networkError'));
            },
          })
        }
      />
    </AuthCard>
  );
}
