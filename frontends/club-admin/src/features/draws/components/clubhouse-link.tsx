import { formatLongDateTime, type DisplayLink } from '@courtside/core';
import { Button, ButtonAnchor } from '@courtside/ui/button';
import { messageOf } from '@courtside/ui/form-state';
import { toast } from '@courtside/ui/toast';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreateDisplayLink } from '../api/display-link';
import './draws.css';
import { copyToClipboard } from '@courtside/ui/clipboard';

/**
 * 'Open clubhouse screen': makes the event's display link (API.md section 14, "Kiosk"), opens it
 * in a new tab and copies it, for the screen at the club that nobody signs in on.
 */
export function useClubhouseLink(eventId: string) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'clubhouseLink' });
  const create = useCreateDisplayLink(eventId);

  async function open() {
    // Opened while the click still counts as the person's (a window opened after the answer would
    // be blocked as a pop-up); it gets its address once the link is made.
    const tab = window.open('', '_blank');
    let link: DisplayLink;
    try {
      link = await create.mutateAsync();
    } catch (error) {
      tab?.close();
      toast.error(t('failed', { message: messageOf(error) }));
      return;
    }
    if (tab) {
      // The screen needs nothing of this page: it must not be able to steer it.
      tab.opener = null;
      tab.location.href = link.url;
    }
    // Without a clipboard the link shows on the page to copy by hand: no error to show.
    await copyToClipboard(link.url, { copied: t('copied') });
  }

  return { open, link: create.data ?? null, opening: create.isPending };
}

/** The link just made, to copy or open again, with how long it works. */
export function ClubhouseLinkPanel({ link, timeZone }: { link: DisplayLink; timeZone: string | undefined }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'clubhouseLink' });
  const field = useRef<HTMLInputElement>(null);

  const copy = () =>
    copyToClipboard(link.url, {
      copied: t('copied'),
      failed: t('copyFailed'),
      onFailed: () => field.current?.select(),
    });

  return (
    <div className="csa-clubhouse-link">
      <label className="cs-field__label" htmlFor="clubhouse-link-url">
        {t('label')}
      </label>
      <div className="csa-clubhouse-link__row">
        <input
          ref={field}
          id="clubhouse-link-url"
          className="cs-input csa-clubhouse-link__url"
          value={link.url}
          readOnly
          aria-describedby="clubhouse-link-note"
          onFocus={(e) => e.target.select()}
        />
        <div className="csa-clubhouse-link__actions">
          <ButtonAnchor href={link.url} target="_blank" rel="noopener">
            {t('openAgain')}
          </ButtonAnchor>
          <Button onClick={() => void copy()}>{t('copy')}</Button>
        </div>
      </div>
      <p id="clubhouse-link-note" className="csa-clubhouse-link__note">
        {t('note', { date: formatLongDateTime(link.expires_at, timeZone) })}
      </p>
    </div>
  );
}
