import { activeLocale, type ClubEvent, type EventDraw, type EventSignup } from '@courtside/core';
import { whatsAppList } from '@courtside/domain';
import { Button } from '@courtside/ui/button';
import { CopyIcon } from '@courtside/ui/icons';
import { useTranslation } from 'react-i18next';
import { copyToClipboard } from '@courtside/ui/clipboard';

/**
 * The confirmed players, in sign-up order, for a WhatsApp group. Someone without a name is
 * `fallback` (never their e-mail: the list leaves the club).
 */
export function signupsForWhatsApp(
  event: Pick<ClubEvent, 'name' | 'start_time'>,
  signups: readonly Pick<EventSignup, 'name' | 'status'>[],
  fallback: string,
): string {
  return whatsAppList({
    name: event.name,
    start_time: event.start_time,
    locale: activeLocale(),
    names: signups.filter((s) => s.status === 'confirmed').map((s) => s.name || fallback),
  });
}

/** The draw's players (numbered) and, per round, each court's four, for a WhatsApp group. */
export function drawForWhatsApp(
  event: Pick<ClubEvent, 'name' | 'start_time'>,
  draw: Pick<EventDraw, 'players' | 'rounds'>,
): string {
  const names = new Map(draw.players.map((p) => [p.user_id, p.name]));
  const name = (id: string) => names.get(id) ?? '?';
  return whatsAppList({
    name: event.name,
    start_time: event.start_time,
    locale: activeLocale(),
    names: draw.players.map((p) => p.name),
    rounds: draw.rounds.map((round) => ({
      courts: round.matches.map((match) => ({
        name: match.court,
        players: [...match.team_a, ...match.team_b].map(name),
      })),
    })),
  });
}

/** "Copy for WhatsApp": puts `text()` on the clipboard and says so. */
export function CopyForWhatsAppButton({ text }: { text: () => string }) {
  const { t } = useTranslation('club-admin', { keyPrefix: 'whatsApp' });
  const copy = () => copyToClipboard(text(), { copied: t('copied'), failed: t('copyFailed') });
  return (
    <Button icon={<CopyIcon />} onClick={() => void copy()}>
      {t('copy')}
    </Button>
  );
}
