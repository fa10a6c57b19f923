import { activeLocale, getData, queryKeys, type Club, type ClubEvent } from '@courtside/core';
import { shareTitle } from '@courtside/domain';
import { ActionMenu, type ActionMenuItem } from '@courtside/ui/action-menu';
import { Button } from '@courtside/ui/button';
import { CopyIcon, PeopleIcon, ShareIcon } from '@courtside/ui/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { canWebShare, isShareable, shareUrl, whatsAppUrl } from './share-link';
import { whenIdle } from './when-idle';
import { copyToClipboard } from '@courtside/ui/clipboard';

/** GET /api/club: whether the club lets its events be shared (`public_event_cards`). */
const clubForShare = {
  queryKey: queryKeys.club,
  queryFn: () => getData<Club>('/api/club'),
  staleTime: 5 * 60_000,
};

/** The text that goes with the link: `Tue 1 Dec 19:30 · Club Night Mix-in`. */
function shareText(event: ClubEvent): string {
  return shareTitle(event.start_time, event.name, activeLocale());
}

type ShareT = TFunction<'member', 'share'>;

/**
 * Share for one event (API.md section 15): the browser's own share sheet where it has one (phones),
 * else WhatsApp and Copy link. Null while the event cannot be shared.
 */
function shareActions(event: ClubEvent, clubOn: boolean, t: ShareT) {
  if (!isShareable(event, clubOn)) return null;
  const url = shareUrl(event.id);
  const text = shareText(event);

  async function webShare() {
    try {
      await navigator.share({ title: text, text, url });
    } catch {
      // Closing the share sheet rejects too: nothing to tell.
    }
  }
  function whatsApp() {
    window.open(whatsAppUrl(text, url), '_blank', 'noopener,noreferrer');
  }
  const copyLink = () => copyToClipboard(url, { copied: t('copied'), failed: t('copyFailed', { url }) });

  const items: ActionMenuItem[] = canWebShare()
    ? [{ key: 'share', icon: <ShareIcon />, label: t('share'), onSelect: () => void webShare() }]
    : [
        { key: 'share-whatsapp', icon: <PeopleIcon />, label: t('whatsApp'), onSelect: whatsApp },
        { key: 'share-copy', icon: <CopyIcon />, label: t('copyLink'), onSelect: () => void copyLink() },
      ];
  return { items, webShare, label: t('share'), menuLabel: t('menu', { event: event.name }) };
}

/** Share for one event, drawn as soon as the club's switch is known (the event page's button). */
export function useShareActions(event: ClubEvent) {
  const { t } = useTranslation('member', { keyPrefix: 'share' });
  const club = useQuery(clubForShare);
  return shareActions(event, club.data?.public_event_cards ?? false, t);
}

/**
 * Share's items for a menu on each of many cards, read when the menu opens: the club's switch is
 * fetched once the page is idle and subscribed to by no card, so its answer re-renders none of
 * the list (a list of 30 cards drawn twice was a long task on a phone's first screen), and the
 * first screen does not wait for it (asked at once, it was the last answer a phone's largest
 * paint waited for). A menu opened before the answer has no Share yet.
 */
export function useShareItems(event: ClubEvent): () => ActionMenuItem[] {
  const { t } = useTranslation('member', { keyPrefix: 'share' });
  const queryClient = useQueryClient();
  useEffect(() => whenIdle(() => void queryClient.prefetchQuery(clubForShare)), [queryClient]);
  return () =>
    shareActions(event, queryClient.getQueryData<Club>(queryKeys.club)?.public_event_cards ?? false, t)
      ?.items ?? [];
}

/** The event page's Share: one button to the share sheet, or a small menu without one. */
export function ShareEventButton({ event }: { event: ClubEvent }) {
  const actions = useShareActions(event);
  if (!actions) return null;
  if (canWebShare())
    return (
      <Button variant="outline" icon={<ShareIcon />} onClick={() => void actions.webShare()}>
        {actions.label}
      </Button>
    );
  return (
    <ActionMenu
      label={actions.menuLabel}
      items={actions.items}
      trigger={actions.label}
      icon={<ShareIcon />}
    />
  );
}
