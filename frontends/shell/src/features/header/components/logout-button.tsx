import { useAuth } from '@courtside/core';
import { Button } from '@courtside/ui/button';
import { toast } from '@courtside/ui/toast';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Ends the session; on success the auth provider reloads the page, on failure a toast says so. */
export function LogoutButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation('shell');
  const { logout } = useAuth();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    const ok = await logout();
    if (!ok) {
      setBusy(false);
      toast.error(t('header.logoutFailed'));
    }
  };
  return (
    <Button size="sm" block={block} onClick={onClick} disabled={busy}>
      {busy ? t('header.loggingOut') : t('header.logout')}
    </Button>
  );
}
