import { Section } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { useClubs } from '@/features/landing/api/get-clubs';

/**
 * A club's address is its subdomain in front of the apex host (location.host, port included):
 * the picker is shown on the apex, where there is no club.
 */
export function clubAddress(
  subdomain: string,
  where: Pick<Location, 'protocol' | 'host'> = window.location,
): string {
  return `${where.protocol}//${subdomain}.${where.host}`;
}

export function ClubPicker() {
  const { t } = useTranslation('shell');
  const clubs = useClubs();
  return (
    <Section id="cs-club-picker-title" title={t('landing.clubPickerTitle')}>
      {clubs.isPending ? (
        <p className="cs-muted" role="status">
          {t('landing.clubPickerLoading')}
        </p>
      ) : clubs.isError ? (
        <p className="cs-text-error">{t('landing.clubPickerError', { message: clubs.error.message })}</p>
      ) : clubs.data.length === 0 ? (
        <p className="cs-muted">{t('landing.clubPickerEmpty')}</p>
      ) : (
        <ul className="cs-club-list">
          {clubs.data.map((club) => (
            <li key={club.subdomain}>
              <a className="cs-club-list__item" href={clubAddress(club.subdomain)}>
                {club.logo ? (
                  <img className="cs-logo" src={club.logo} alt="" width={40} height={40} />
                ) : (
                  <span className="cs-logo cs-logo--initial" aria-hidden="true">
                    {club.name.charAt(0).toUpperCase()}
                  </span>
                )}
                <span className="cs-club-list__name">{club.name}</span>
                <span className="cs-club-list__arrow" aria-hidden="true">
                  →
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
