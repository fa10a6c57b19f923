import { useNavigate } from 'react-router';
import { COMMON_TEXT } from '@/texts';

/**
 * Test mode: the server hands back the magic link itself (`TEMP`). A link to this origin opens
 * inside the app (keeping the route state, so the origin is remembered); another origin (the
 * system link from a club host points at the apex) is a full page load.
 */
export function TempLinkButton({ href, state }: { href: string; state?: unknown }) {
  const navigate = useNavigate();
  const open = () => {
    const url = new URL(href, window.location.href);
    if (url.origin === window.location.origin) navigate(`${url.pathname}${url.search}${url.hash}`, { state });
    else window.location.assign(url.href);
  };
  return (
    <button type="button" className="cs-button cs-button--secondary cs-button--block" onClick={open}>
      {COMMON_TEXT.openTempLink}
    </button>
  );
}
