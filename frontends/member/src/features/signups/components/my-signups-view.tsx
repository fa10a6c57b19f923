import { useAuth, type OwnSignup } from '@courtside/core';
import { clubNow } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { messageOf } from '@courtside/ui/form-state';
import { CalendarIcon } from '@courtside/ui/icons';
import { Alert, EmptyState } from '@courtside/ui/states';
import { toast } from '@courtside/ui/toast';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CardSkeletons } from '@/lib/card-skeletons';
import { useFirstPaintLimit } from '@/lib/use-first-paint-limit';
import { useMySignups, useOlderSignups } from '../api/get-my-signups';
import { SignupCard } from './signup-card';

/** SPEC.md section 9: three skeleton cards while the sign-ups load. */
export const SIGNUP_SKELETON_COUNT = 3;

/** Cards drawn in the first paint, below the page's panels (the rest straight after). */
export const FIRST_PAINT_SIGNUPS = 4;

function SignupList({ title, signups }: { title: string; signups: OwnSignup[] }) {
  const id = useId();
  return (
    <section className="csm-day" aria-labelledby={id}>
      <h2 id={id} className="csm-day__heading">
        {title}
      </h2>
      <ul className="csm-grid" aria-labelledby={id}>
        {signups.map((signup) => (
          <li key={signup.id}>
            <SignupCard signup={signup} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The dated /my-signups list in its loading, error and empty states: coming dates first, then
 * past ones (the last 90 days, and older with 'Show older').
 */
export function MySignupsView() {
  const { t } = useTranslation('member', { keyPrefix: 'mySignups' });
  const navigate = useNavigate();
  const { club } = useAuth();
  const signups = useMySignups();
  const older = useOlderSignups();
  const limit = useFirstPaintLimit(FIRST_PAINT_SIGNUPS);

  if (signups.isPending) {
    return <CardSkeletons count={SIGNUP_SKELETON_COUNT} label={t('loading')} testId="signup-card-skeleton" />;
  }
  if (signups.isError) return <Alert>{t('loadError', { message: signups.error.message })}</Alert>;
  const { items, next_cursor } = signups.data;
  if (items.length === 0 && !next_cursor) {
    return (
      <EmptyState
        title={t('emptyTitle')}
        body={t('emptyBody')}
        action={
          <Button variant="default" icon={<CalendarIcon />} onClick={() => navigate('/events')}>
            {t('browseEvents')}
          </Button>
        }
      />
    );
  }
  // Wall-clock times of the club: an event is over once its end has passed there.
  const now = clubNow(club?.timezone, new Date());
  const isComing = (signup: OwnSignup) => !signup.end_time || signup.end_time > now;
  const upcoming = items.filter(isComing).slice(0, limit);
  const past = items.filter((signup) => !isComing(signup)).slice(0, limit - upcoming.length);
  // 'Show older' once every card is drawn: not below a list still growing.
  const drawnAll = upcoming.length + past.length === items.length;
  const showOlder = (cursor: string) =>
    older.mutate(cursor, {
      onError: (error) => toast.error(t('olderFailed', { message: messageOf(error) })),
    });
  return (
    <>
      {upcoming.length ? <SignupList title={t('upcoming')} signups={upcoming} /> : null}
      {past.length ? <SignupList title={t('past')} signups={past} /> : null}
      {next_cursor && drawnAll ? (
        <div className="csm-more">
          <Button loading={older.isPending} onClick={() => showOlder(next_cursor)}>
            {older.isPending ? t('loadingOlder') : t('showOlder')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
