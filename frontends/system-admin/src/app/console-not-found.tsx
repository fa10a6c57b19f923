import { StatusPage } from '@/lib/status-page';
import { ButtonLink } from '@/lib/button-link';
import { paths } from '@/lib/paths';
import { TEXT } from '@/texts';

/** Any '/system-admin/…' path the console does not know: a 404 that keeps the visitor in the console. */
export function ConsoleNotFound() {
  return (
    <StatusPage
      eyebrow={TEXT.notFound.code}
      title={TEXT.notFound.title}
      body={TEXT.notFound.body}
      action={
        <ButtonLink to={paths.dashboard} type="primary">
          {TEXT.common.backToDashboard}
        </ButtonLink>
      }
    />
  );
}
