import { Route } from 'react-router';
import type { UserType } from '@courtside/domain';
import { renderHosted } from '@courtside/test-support/render-page';
import type { ApiAnswer, ApiHandlers } from '@courtside/test-support/mock-api';
import SystemAdminPage from '@/app/system-admin-page';
import { sessionOf } from './fixtures';

export { currentPath, dialog, toasts } from '@courtside/test-support/render-page';

/** The console as the shell hosts it (mounted at '/system-admin/*'), for a user of type `as`. */
export function renderPage(
  path: string,
  {
    as = 'systemadmin',
    session,
    api,
  }: { as?: UserType; session?: ApiHandlers[string]; api?: ApiHandlers } = {},
) {
  return renderHosted(path, <Route path="/system-admin/*" element={<SystemAdminPage />} />, {
    session: session ?? ({ body: sessionOf(as) } satisfies ApiAnswer),
    api,
  });
}
