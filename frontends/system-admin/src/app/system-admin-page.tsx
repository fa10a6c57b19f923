import type { ReactNode } from 'react';
import { usePermissions } from '@courtside/core';
import { RequireCapability } from '@courtside/ui/access-denied';
import { ButtonLink } from '@courtside/ui/button';
import { PageContainer } from '@courtside/ui/page';
import { useTranslation } from 'react-i18next';
import { Route, Routes, useParams } from 'react-router';
import { paths } from '@/lib/paths';
import '@/i18n';
import './system-admin.css';
import { ClubDetail } from '@/features/clubs/components/club-detail';
import { CreateClub } from '@/features/clubs/components/create-club';
import { EditClub } from '@/features/clubs/components/edit-club';
import { CreateSystemUser } from '@/features/system-users/components/create-system-user';
import { EditSystemUser } from '@/features/system-users/components/edit-system-user';
import { ConsoleNotFound } from './console-not-found';
import { Dashboard } from './dashboard';

/** A screen that takes the `:id` of its route; keyed by it, so another id starts afresh. */
function WithId({ render }: { render(id: string): ReactNode }) {
  const { id = '' } = useParams();
  return render(id);
}

/**
 * The system console (exposed as ./SystemAdminPage), mounted by the shell at '/system-admin/*'
 * behind `system:console`. Club details and every change need `system:admin` (API.md section 6):
 * anyone else sees Access Denied there.
 */
export default function SystemAdminPage() {
  return (
    <PageContainer>
      <Console />
    </PageContainer>
  );
}

function Console() {
  const { t } = useTranslation('system-admin');
  const { can } = usePermissions();
  // Access Denied in the console offers the way back to its dashboard to those who may see it.
  const back = can('system:console') ? (
    <ButtonLink to={paths.dashboard} variant="default">
      {t('common.backToDashboard')}
    </ButtonLink>
  ) : null;
  const admin = (element: ReactNode) => (
    <RequireCapability capability="system:admin" deniedAction={back}>
      {element}
    </RequireCapability>
  );
  return (
    <Routes>
      <Route
        index
        element={
          <RequireCapability capability="system:console" deniedAction={back}>
            <Dashboard />
          </RequireCapability>
        }
      />
      <Route path="clubs/create" element={admin(<CreateClub />)} />
      <Route path="clubs/:id" element={admin(<WithId render={(id) => <ClubDetail key={id} id={id} />} />)} />
      <Route
        path="clubs/:id/edit"
        element={admin(<WithId render={(id) => <EditClub key={id} id={id} />} />)}
      />
      <Route path="system-users/create" element={admin(<CreateSystemUser />)} />
      <Route
        path="system-users/:id/edit"
        element={admin(<WithId render={(id) => <EditSystemUser key={id} id={id} />} />)}
      />
      <Route path="*" element={<ConsoleNotFound />} />
    </Routes>
  );
}
