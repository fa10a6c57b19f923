import { Button } from '@courtside/ui/button';
import { useTranslation } from 'react-i18next';
import { PAGE_NAMESPACES } from '@/i18n-pages';
import { useNavigate } from 'react-router';

/**
 * Test mode: the server hands back the magic link itself (`TEMP`). A link to this origin opens
 * inside the app (keeping the route state, so the origin is remembered); another origin (the
 * system link from a club host points at the apex) is a full page load.
 */
export function TempLinkButton({ href, state }: { href: string; state?: unknown }) {
  const { t } = useTranslation(PAGE_NAMESPACES);
  const navigate = useNavigate();
  const open = () => {
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`, { state });
    else window.location.assign(url.href);
  };
  return (
    <Button variant="secondary" block onClick={open}>
      {t('common.openTempLink')}
    </Button>
  );
}
