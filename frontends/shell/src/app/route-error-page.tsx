import { ButtonLink } from '@courtside/ui/button';
import { StatusPage } from '@courtside/ui/access-denied';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';

/** The last resort for a page of the shell that crashed: the header stays, so does a way home. */
export function RouteErrorPage({ error }: { error: unknown }) {
  const { t } = useTranslation(PAGE_NAMESPACES);
  return (
    <div role="alert">
      <StatusPage
        title={t('common.unexpectedError')}
        body={error instanceof Error ? error.message : null}
        action={
          <ButtonLink to="/" variant="default" reloadDocument>
            {t('common.goHome')}
          </ButtonLink>
        }
      />
    </div>
  );
}
