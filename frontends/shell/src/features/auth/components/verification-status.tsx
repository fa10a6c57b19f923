import { Link } from 'react-router';
import { Spinner } from '@/components/spinner';
import { COMMON_TEXT } from '@/texts';
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
            <Link to={loginPath} className="cs-button cs-button--primary">
              {COMMON_TEXT.backToLogin}
            </Link>
            {onRetry && (
              <button type="button" className="cs-button cs-button--outline" onClick={onRetry}>
                {COMMON_TEXT.tryAgain}
              </button>
            )}
          </div>
        </>
      )}
    </AuthCard>
  );
}
