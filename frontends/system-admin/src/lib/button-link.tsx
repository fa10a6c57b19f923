import type { ComponentProps } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';
import { Button } from 'antd';

type ButtonLinkProps = Omit<ComponentProps<typeof Button>, 'href' | 'onClick' | 'htmlType'> & { to: string };

/**
 * An antd-styled button that is a real link: a plain click navigates inside the app, while a
 * middle or modified click, "copy link" and "open in new tab" work as on any link.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const onClick = useLinkClickHandler<HTMLElement>(to);
  return <Button {...props} href={href} onClick={onClick} />;
}
