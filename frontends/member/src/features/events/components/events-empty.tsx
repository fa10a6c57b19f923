import { Button } from '@courtside/ui/button';
import { PlusIcon } from '@courtside/ui/icons';
import { EmptyState } from '@courtside/ui/states';
import { useTranslation } from 'react-i18next';

/** No events at all, or none matching the search; managers may create the first one. */
export function EventsEmpty({ searching, onCreate }: { searching: boolean; onCreate?: () => void }) {
  const { t } = useTranslation('member', { keyPrefix: 'events' });
  return (
    <EmptyState
      title={searching ? t('noResultsTitle') : t('emptyTitle')}
      body={searching ? t('noResultsBody') : t('emptyBody')}
      action={
        !searching && onCreate ? (
          <Button variant="default" icon={<PlusIcon />} onClick={onCreate}>
            {t('createFirstEvent')}
          </Button>
        ) : null
      }
    />
  );
}
