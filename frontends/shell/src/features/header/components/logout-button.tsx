import { toast, useAuth } from '@courtside/core';
import { useState } from 'react';
import { HEADER_TEXT } from '@/texts';

/** Ends the session; on success the auth provider reloads the page, on failure a toast says so. */
export function LogoutButton({ className = '' }: { className?: string }) {
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const ok = await logout();
    if (!ok) {
      setBusy(false);
      toast.error(HEADER_TEXT.logoutFailed);
    }
  };
  return (
    <button
      type="button"
      className={`cs-button cs-button--outline cs-button--sm ${className}`}
      onClick={onClick}
      disabled={busy}
    >
      {busy ? HEADER_TEXT.loggingOut : HEADER_TEXT.logout}
    </button>
  );
}
