// The kit's form controls bring the look of the inputs (.cs-input, .cs-select).
import { ChoiceSelect } from '@courtside/ui/form';
import { SearchIcon } from '@courtside/ui/icons';
import { useLabels } from '@courtside/core';
import { CLUB_ROLES, CLUB_USER_SEARCH_MAX, type ClubRole } from '@courtside/domain';
import { useTranslation } from 'react-i18next';
import { CLUB_USER_SORT_KEYS, type ClubUserSort, type ClubUserSortKey } from '../api/get-club-users';

/** The column label of each order (created_at has no column: 'Date added'). */
export const SORT_LABEL_KEYS: Record<ClubUserSortKey, string> = {
  email: 'columns.email',
  name: 'columns.name',
  user_type: 'columns.userType',
  level: 'columns.level',
  member_number: 'columns.memberNumber',
  last_seen_on: 'columns.lastSeen',
  created_at: 'createdAt',
};

export const sortKeyOf = (sort: ClubUserSort) =>
  (sort.startsWith('-') ? sort.slice(1) : sort) as ClubUserSortKey;

/**
 * Search (name, e-mail or member number), a type filter and the order: the order's select is
 * how a phone sorts, where the table's rows are cards without headers.
 */
export function ClubUsersToolbar({
  search,
  onSearch,
  userType,
  onUserType,
  sort,
  onSort,
}: {
  search: string;
  onSearch(value: string): void;
  userType: ClubRole | '';
  onUserType(value: ClubRole | ''): void;
  sort: ClubUserSort;
  onSort(value: ClubUserSort): void;
}) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'clubUsers' });
  const labels = useLabels();
  const key = sortKeyOf(sort);
  const descending = sort.startsWith('-');
  return (
    <div className="csa-toolbar">
      <div className="csa-search">
        <SearchIcon />
        <input
          type="search"
          className="cs-input"
          placeholder={t('searchPlaceholder')}
          aria-label={t('search')}
          maxLength={CLUB_USER_SEARCH_MAX}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
        />
      </div>
      <label className="csa-toolbar__field">
        <span>{t('typeFilter')}</span>
        <ChoiceSelect
          value={userType}
          onChange={(e) => onUserType(e.target.value as ClubRole | '')}
          options={[
            { value: '', label: t('allTypes') },
            ...CLUB_ROLES.map((role) => ({ value: role, label: labels.role(role) })),
          ]}
        />
      </label>
      <label className="csa-toolbar__field">
        <span>{t('sortBy')}</span>
        <ChoiceSelect
          value={key}
          onChange={(e) => onSort(`${descending ? '-' : ''}${e.target.value}` as ClubUserSort)}
          options={CLUB_USER_SORT_KEYS.map((k) => ({ value: k, label: t(SORT_LABEL_KEYS[k]) }))}
        />
      </label>
      <label className="csa-toolbar__field">
        <span>{t('order')}</span>
        <ChoiceSelect
          value={descending ? 'desc' : 'asc'}
          onChange={(e) => onSort((e.target.value === 'desc' ? `-${key}` : key) as ClubUserSort)}
          options={[
            { value: 'asc', label: t('ascending') },
            { value: 'desc', label: t('descending') },
          ]}
        />
      </label>
    </div>
  );
}
