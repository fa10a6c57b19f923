import { StatusPage } from '@courtside/ui/access-denied';
import { ButtonLink } from '@courtside/ui/button';
import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';

/** Any '/system-admin/…' path the console does not know: a 404 that keeps the visitor in the console. */
export function ConsoleNotFound() {
  const { t } = useTranslation('system-admin');
  return (
    <StatusPage
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <ButtonLink to={paths.dashboard} variant="default">
          {t('common.backToDashboard')}
        </ButtonLink>
      }
    />
  );
}
