import { LANDING_TEXT } from '@/texts';
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
  const clubs = useClubs();
  return (
    <section className="cs-club-picker" aria-labelledby="cs-club-picker-title">
      <h2 id="cs-club-picker-title" className="cs-section-title">
        {LANDING_TEXT.clubPickerTitle}
      </h2>
      {clubs.isPending ? (
        <p className="cs-muted" role="status">
          {LANDING_TEXT.clubPickerLoading}
        </p>
      ) : clubs.isError ? (
        <p className="cs-text-error">{LANDING_TEXT.clubPickerError(clubs.error.message)}</p>
      ) : clubs.data.length === 0 ? (
        <p className="cs-muted">{LANDING_TEXT.clubPickerEmpty}</p>
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
    </section>
  );
}
