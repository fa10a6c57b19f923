// The kit's form controls bring the look of the input (.cs-input).
import '@courtside/ui/form';
import { SearchIcon } from '@courtside/ui/icons';
import { useTranslation } from 'react-i18next';

/** The server's longest search text (API.md: `q` at most 100 characters). */
export const SEARCH_MAX_LENGTH = 100;

/** A native search field in the kit's input style. */
export function EventSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  const { t } = useTranslation('member');
  return (
    <div className="csm-search">
      <SearchIcon />
      <input
        type="search"
        className="cs-input"
        placeholder={t('events.searchPlaceholder')}
        aria-label={t('events.searchLabel')}
        maxLength={SEARCH_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
