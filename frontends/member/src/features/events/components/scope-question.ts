import type { EditScope } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import type { Choice } from '@/lib/choice-dialog';

/** What keeps a scope from being chosen for an edit (the server would refuse it). */
export interface ScopeLimits {
  /** The repeat rule or pattern changed: only from this date on. */
  ruleChanged?: boolean;
  /** The end of the series changed: not on one date alone. */
  untilChanged?: boolean;
  /** The date moved: the whole series cannot move its dates. */
  dateMoved?: boolean;
}

/** The three scopes of an edit or delete of a date of a series, in the words of the dialog. */
export function useScopeChoices() {
  const { t } = useTranslation('member', { keyPrefix: 'scope' });
  return ({ ruleChanged, untilChanged, dateMoved }: ScopeLimits = {}): Choice<EditScope>[] => [
    {
      value: 'occurrence',
      label: t('occurrence'),
      disabled: ruleChanged || untilChanged,
      hint: ruleChanged || untilChanged ? t('repeatFromDate') : undefined,
    },
    { value: 'following', label: t('following') },
    {
      value: 'series',
      label: t('series'),
      disabled: ruleChanged || dateMoved,
      hint: ruleChanged ? t('repeatFromDate') : dateMoved ? t('cannotMoveAll') : undefined,
    },
  ];
}
