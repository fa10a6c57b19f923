import { ANONYMOUS_LABEL, FORMER_MEMBER_LABEL, HIDDEN_NAME_LABEL } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
// The labels are the member catalogue's ('people'), whichever page shows the names.
import '@/i18n';

/** The API's labels for people it does not name (in English, whatever the reader's language). */
const LABEL_KEYS: Record<string, 'member' | 'formerMember' | 'anonymous'> = {
  [HIDDEN_NAME_LABEL]: 'member',
  [FORMER_MEMBER_LABEL]: 'formerMember',
  [ANONYMOUS_LABEL]: 'anonymous',
};

/**
 * How a person's name from the API shows: its labels for people it does not name ('Member' for
 * someone who hides their name, 'Former member', 'Anonymous') in the reader's language, any other
 * name as it is.
 */
export function usePersonName(): (name: string) => string {
  const { t } = useTranslation('member', { keyPrefix: 'people' });
  return (name) => (Object.hasOwn(LABEL_KEYS, name) ? t(LABEL_KEYS[name]) : name);
}
