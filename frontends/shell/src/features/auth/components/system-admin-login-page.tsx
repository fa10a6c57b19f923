import { toast } from '@courtside/core';
import { useLocation } from 'react-router';
import { isNetworkFailure, serverMessage } from '@/lib/server-message';
import { SYSTEM_LOGIN_TEXT } from '@/texts';
import { useRequestSystemMagicLink } from '@/features/auth/api/request-system-magic-link';
import { AuthCard } from './auth-card';
import { MagicLinkForm } from './magic-link-form';

function failureText(error: unknown): string {
  return isNetworkFailure(error)
    ? SYSTEM_LOGIN_TEXT.networkError
    : serverMessage(error, SYSTEM_LOGIN_TEXT.failed);
}

/** '/system-admin-login' and '/auth/system-admin-login': asks for a system magic link. */
export function SystemAdminLoginPage() {
  const location = useLocation();
  const request = useRequestSystemMagicLink();
  return (
    <AuthCard title={SYSTEM_LOGIN_TEXT.title} intro={SYSTEM_LOGIN_TEXT.explanation}>
      <MagicLinkForm
        submitLabel={SYSTEM_LOGIN_TEXT.submit}
        pending={request.isPending}
        success={request.isSuccess ? (request.data?.message ?? null) : null}
        error={request.isError ? failureText(request.error) : null}
        tempLink={request.isSuccess ? request.data?.TEMP : undefined}
        tempLinkState={location.state}
        onSubmit={(email) =>
          request.mutate(email, {
            onError: (error) => {
              if (isNetworkFailure(error)) toast.error(SYSTEM_LOGIN_TEXT.networkError);
            },
          })
        }
      />
    </AuthCard>
  );
}
