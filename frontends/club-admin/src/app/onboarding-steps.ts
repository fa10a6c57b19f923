import { api, queryKeys, type ClubSettings, type ClubUsersPage } from '@courtside/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventsQueryOptions } from '@/features/events/api/get-events';
import { useClubSettings } from '@/features/club-settings/api/get-club-settings';

/** More members than this (type `clubmember`, so the staff who set the club up do not count) is an import done. */
export const IMPORTED_MEMBERS_OVER = 5;

/** Only the `total` matters: one row is the smallest page the list serves. */
export const MEMBER_COUNT_PATH = '/api/club-users?user_type=clubmember&limit=1';

// Under the club users' key, so an import or a new member (which refresh that key) counts again.
const memberCountQueryOptions = () =>
  queryOptions({
    queryKey: [...queryKeys.clubUsers.all, 'member-count'] as const,
    queryFn: async () => (await api.get<Partial<ClubUsersPage>>(MEMBER_COUNT_PATH)).total ?? 0,
  });

export type OnboardingStepKey = 'details' | 'scale' | 'import' | 'series' | 'invite';

export interface OnboardingStep {
  key: OnboardingStepKey;
  done: boolean;
  /** Where the step is done. */
  to: string;
}

/**
 * The getting-started checklist, computed from what the club admin page can already read: no
 * route of its own (API.md "Decisions for part three"). The rules:
 * - details: a description or any contact field (e-mail, phone, website, address) filled;
 * - scale: a rating scale other than the default 'simple' chosen (a club that keeps 'simple'
 *   hides the checklist instead: the settings do not record that the default was confirmed);
 * - import: more than IMPORTED_MEMBERS_OVER members of type `clubmember`;
 * - series: an upcoming event that belongs to a series (or repeats);
 * - invite: someone of type `clubmember` has been invited (`members_invited`, which the server
 *   works out with the settings: the page could not tell from one small list request). The
 *   owner and staff invited with the club do not count.
 */
export function onboardingSteps(
  settings: ClubSettings,
  members: number,
  events: { series_id: string | null; recurring_pattern: string }[],
): OnboardingStep[] {
  const contact = [settings.description, settings.email, settings.phone, settings.website, settings.address];
  return [
    {
      key: 'details',
      done: contact.some((value) => value !== null && value.trim() !== ''),
      to: '/club-admin?tab=settings',
    },
    { key: 'scale', done: settings.rating_scale !== 'simple', to: '/club-admin?tab=settings' },
    { key: 'import', done: members > IMPORTED_MEMBERS_OVER, to: '/import' },
    {
      key: 'series',
      done: events.some((event) => event.series_id !== null || event.recurring_pattern !== 'none'),
      to: '/events/create',
    },
    { key: 'invite', done: settings.members_invited, to: '/club-users' },
  ];
}

export type Onboarding =
  | { state: 'hidden' }
  | { state: 'loading' }
  | { state: 'error' }
  | { state: 'shown'; steps: OnboardingStep[] };

/**
 * The checklist for holders of `club:settings` (`enabled`). The member count and the events are
 * asked only once the settings say the checklist is not dismissed, so a running club pays one
 * request it makes anyway (the Settings tab reads the same query).
 */
export function useOnboarding(enabled: boolean): Onboarding {
  const settings = useClubSettings({ enabled });
  const open = enabled && settings.data !== undefined && !settings.data.onboarding_dismissed;
  const members = useQuery({ ...memberCountQueryOptions(), enabled: open });
  const events = useQuery({ ...eventsQueryOptions('upcoming'), enabled: open });
  if (!enabled) return { state: 'hidden' };
  if (settings.isError) return { state: 'error' };
  if (!settings.data) return { state: 'loading' };
  if (settings.data.onboarding_dismissed) return { state: 'hidden' };
  if (members.isError || events.isError) return { state: 'error' };
  if (members.data === undefined || events.data === undefined) return { state: 'loading' };
  const steps = onboardingSteps(settings.data, members.data, events.data);
  return steps.every((step) => step.done) ? { state: 'hidden' } : { state: 'shown', steps };
}
