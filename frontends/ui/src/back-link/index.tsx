import { ButtonLink } from '@courtside/ui/button';
import { ArrowLeftIcon } from '@courtside/ui/icons';

/** 'Back to …' above a screen's heading: a link, so it opens in a new tab too. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <ButtonLink to={to} variant="link" icon={<ArrowLeftIcon />}>
      {children}
    </ButtonLink>
  );
}
