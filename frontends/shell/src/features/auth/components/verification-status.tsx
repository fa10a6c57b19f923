import { Button, ButtonLink } from '@courtside/ui/button';
import { Spinner } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { AuthCard } from './auth-card';

interface Props {
  title: string;
  progress: string;
  /** Set once verification cannot go on (no token, or the server said no). */
  failure: string | null;
  loginPath: string;
  /** Offered when trying the same token again can help. */
  onRetry?: () => void;
}

/** A verification page's progress, or its failure with the way back to the login page. */
export function VerificationStatus({ title, progress, failure, loginPath, onRetry }: Props) {
  const { t } = useTranslation(PAGE_NAMESPACES);
  return (
    <AuthCard title={title}>
      {failure === null ? (
        <Spinner label={progress} showLabel />
      ) : (
        <>
          <p className="cs-text-error" role="alert">
            {failure}
          </p>
          <div className="cs-actions">
            <ButtonLink to={loginPath} variant="default">
              {t('common.backToLogin')}
            </ButtonLink>
            {onRetry && <Button onClick={onRetry}>{t('common:tryAgain')}</Button>}
          </div>
        </>
      )}
    </AuthCard>
  );
}
