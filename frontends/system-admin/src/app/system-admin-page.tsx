import type { ReactNode } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { ClubDetail } from '@/features/clubs/components/club-detail';
import { CreateClub } from '@/features/clubs/components/create-club';
import { EditClub } from '@/features/clubs/components/edit-club';
import { CreateSystemUser } from '@/features/system-users/components/create-system-user';
import { EditSystemUser } from '@/features/system-users/components/edit-system-user';
import { PageContainer } from '@/lib/page-layout';
import { RequireCapability } from '@/lib/require-capability';
import { ConsoleNotFound } from './console-not-found';
import { Dashboard } from './dashboard';
import { SystemAdminProviders } from './system-admin-providers';

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
  const admin = (element: ReactNode) => (
    <RequireCapability capability="system:admin">{element}</RequireCapability>
  );
  return (
    <SystemAdminProviders>
      <PageContainer>
        <Routes>
          <Route
            index
            element={
              <RequireCapability capability="system:console">
                <Dashboard />
              </RequireCapability>
            }
          />
          <Route path="clubs/create" element={admin(<CreateClub />)} />
          <Route
            path="clubs/:id"
            element={admin(<WithId render={(id) => <ClubDetail key={id} id={id} />} />)}
          />
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
      </PageContainer>
    </SystemAdminProviders>
  );
}
