import { usePermissions } from '@courtside/core';
import { PageHeader } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { useCalendarFeed } from '@/features/calendar/api/get-calendar-feed';
import { CalendarFeed } from '@/features/calendar/components/calendar-feed';
import { useMySignups } from '@/features/signups/api/get-my-signups';
import { useMySubscriptions } from '@/features/signups/api/get-my-subscriptions';
import { MySignupsView, SIGNUP_SKELETON_COUNT } from '@/features/signups/components/my-signups-view';
import { StandingSignups } from '@/features/signups/components/standing-signups';
import { useAnsweredOnce } from '@/lib/use-answered-once';
import { CardSkeletons } from '@/lib/card-skeletons';
import { GuestBanner } from '@/lib/guest-banner';
import { MemberPage } from './member-page';

function MySignups() {
  // The panels' texts too, now: a panel loading its Dutch catalogue when it first shows would
  // suspend the page (and lose the heading's focus) after it was on screen.
  const { t } = useTranslation(['member', 'member-settings']);
  const { can } = usePermissions();
  // The page's answers are asked for at once and shown together: the panels above the list
  // (calendar, standing sign-ups) each appearing as its answer came would push the list down
  // while it loads (a layout shift). The list's skeleton meanwhile.
  const feed = useCalendarFeed();
  // System staff have no membership here, so no standing sign-ups (the API answers them 404).
  const subscriptions = useMySubscriptions({ enabled: can('signups:self') });
  const signups = useMySignups();
  // Once shown, for good: a panel's refetch must not take the page back to the skeleton.
  const ready = useAnsweredOnce([feed, subscriptions, signups]);
  return (
    <>
      <PageHeader title={t('mySignups.title')} subtitle={t('mySignups.subtitle')} />
      <GuestBanner />
      {ready ? (
        <>
          <CalendarFeed />
          <StandingSignups />
          <MySignupsView />
        </>
      ) : (
        <CardSkeletons
          count={SIGNUP_SKELETON_COUNT}
          label={t('mySignups.loading')}
          testId="signup-card-skeleton"
        />
      )}
    </>
  );
}

/** '/my-signups' (exposed as ./MySignupsPage). */
export default function MySignupsPage() {
  return (
    <MemberPage>
      <MySignups />
    </MemberPage>
  );
}
