import { useAuth } from '@courtside/core';
import { Alert } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { Link, useLocation } from 'react-router';
import { isNetworkFailure, serverMessage } from '@/lib/server-message';
import { useRequestSystemMagicLink } from '@/features/auth/api/request-system-magic-link';
import { AuthCard } from './auth-card';
import { MagicLinkForm } from './magic-link-form';

function failureText(error: unknown, t: TFunction<typeof PAGE_NAMESPACES>): string {
  return isNetworkFailure(error)
    ? t('systemLogin.networkError')
    : serverMessage(error, t('systemLogin.failed'));
}

/**
 * '/system-admin-login' and '/auth/system-admin-login': asks for a system magic link. The club
 * header's Admin button leads here too (SPEC.md), where club admins look for their way in: on a
 * club's host the page says first that club staff log in through Login, and links there. System
 * staff may still ask for their link on any host.
 */
export function SystemAdminLoginPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const { club } = useAuth();
  const location = useLocation();
  const request = useRequestSystemMagicLink();
  return (
    <AuthCard title={t('systemLogin.title')} intro={t('systemLogin.explanation')}>
      {club && (
        <Alert kind="info">
          <p className="cs-system-login__club">{t('systemLogin.clubStaff', { club: club.name })}</p>
          <Link to="/login">{t('systemLogin.clubStaffLink', { club: club.name })}</Link>
        </Alert>
      )}
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
