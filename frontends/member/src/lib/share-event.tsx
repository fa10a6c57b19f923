import { activeLocale, getData, queryKeys, type Club, type ClubEvent } from '@courtside/core';
import { shareTitle } from '@courtside/domain';
import { ActionMenu, type ActionMenuItem } from '@courtside/ui/action-menu';
import { Button } from '@courtside/ui/button';
import { CopyIcon, PeopleIcon, ShareIcon } from '@courtside/ui/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { canWebShare, isShareable, shareUrl, whatsAppUrl } from './share-link';
import { copyToClipboard } from '@courtside/ui/clipboard';

/** GET /api/club: whether the club lets its events be shared (`public_event_cards`). */
const useClubForShare = () =>
  useQuery({ queryKey: queryKeys.club, queryFn: () => getData<Club>('/api/club'), staleTime: 5 * 60_000 });

/** The text that goes with the link: `Tue 1 Dec 19:30 · Club Night Mix-in`. */
function shareText(event: ClubEvent): string {
  return shareTitle(event.start_time, event.name, activeLocale());
}

/**
 * Share for one event (API.md section 15): the browser's own share sheet where it has one (phones),
 * else WhatsApp and Copy link. Null while the event cannot be shared.
 */
export function useShareActions(event: ClubEvent) {
  const { t } = useTranslation('member', { keyPrefix: 'share' });
  const club = useClubForShare();
  if (!isShareable(event, club.data?.public_event_cards ?? false)) return null;
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
