import { StatusPage } from '@courtside/ui/access-denied';
import { ButtonLink } from '@courtside/ui/button';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';

/** Any route the product does not know. */
export function NotFoundPage() {
  const { t } = useTranslation(PAGE_NAMESPACES);
  return (
    <StatusPage
      eyebrow={t('notFound.code')}
      title={t('notFound.title')}
      body={t('notFound.body')}
      action={
        <ButtonLink to="/" variant="default">
          {t('common.goHome')}
        </ButtonLink>
      }
    />
  );
}
