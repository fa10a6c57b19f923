import { Skeleton } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';

/** The placeholder header while the session loads: same height, no content yet. */
export function HeaderSkeleton() {
  const { t } = useTranslation('shell');
  return (
    <header className="cs-header" aria-busy="true" aria-label={t('header.loadingHeader')}>
      <div className="cs-header__inner">
        <Skeleton className="cs-logo" />
        <Skeleton width="min(180px, 40vw)" height={16} />
        <span className="cs-header__spacer" />
        <Skeleton width={84} height={34} />
      </div>
    </header>
  );
}
