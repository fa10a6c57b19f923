import type { Capability } from '@courtside/domain';
import { RequireCapability } from '@courtside/ui/access-denied';
import { PageContainer } from '@courtside/ui/page';
import type { ReactNode } from 'react';
import '@/i18n';
import './club-admin.css';

/** The frame of every exposed club-admin page: its texts and styles, the width, the capability it needs. */
export function ClubAdminFrame({
  capability,
  narrow = false,
  children,
}: {
  capability: Capability;
  narrow?: boolean;
  children: ReactNode;
}) {
  return (
    <PageContainer narrow={narrow}>
      <RequireCapability capability={capability}>{children}</RequireCapability>
    </PageContainer>
  );
}
