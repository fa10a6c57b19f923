import type { AnchorHTMLAttributes, ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../cx';
import '../theme/tokens.css';
import './button.css';

/** SPEC.md section 9's variants, plus `danger` (outlined, for removing one thing). */
export type ButtonVariant = 'default' | 'outline' | 'secondary' | 'ghost' | 'link' | 'destructive' | 'danger';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

interface Look {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
  icon?: ReactNode;
  /** After the label (an 'opens elsewhere' arrow). */
  iconEnd?: ReactNode;
}

export function buttonClass({ variant = 'outline', size = 'default', block }: Look, className?: string) {
  return cx(
    'cs-button',
    `cs-button--${variant}`,
    size !== 'default' && `cs-button--${size}`,
    block && 'cs-button--block',
    className,
  );
}

function Content({ icon, iconEnd, loading, children }: Look & { loading?: boolean; children?: ReactNode }) {
  return (
    <>
      {loading ? (
        <span className="cs-button__spinner" aria-hidden />
      ) : icon ? (
        <span aria-hidden>{icon}</span>
      ) : null}
      {children}
      {iconEnd ? <span aria-hidden>{iconEnd}</span> : null}
    </>
  );
}

type ButtonProps = Look & ComponentProps<'button'> & { loading?: boolean };

/** A native button; `loading` shows a spinner and takes no clicks. */
export function Button({
  variant,
  size,
  block,
  icon,
  iconEnd,
  loading,
  className,
  children,
  type = 'button',
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={buttonClass({ variant, size, block }, className)}
    >
      <Content icon={icon} iconEnd={iconEnd} loading={loading}>
        {children}
      </Content>
    </button>
  );
}

type ButtonLinkProps = Look &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; reloadDocument?: boolean };

/** A link inside the app that looks like a button (middle click, "open in new tab" still work). */
export function ButtonLink({
  variant,
  size,
  block,
  icon,
  iconEnd,
  className,
  children,
  ...props
}: ButtonLinkProps) {
  return (
    <Link {...props} className={buttonClass({ variant, size, block }, className)}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </Link>
  );
}

/** A link to another site that looks like a button. */
export function ButtonAnchor({
  variant,
  size,
  block,
  icon,
  iconEnd,
  className,
  children,
  ...props
}: Look & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a {...props} className={buttonClass({ variant, size, block }, className)}>
      <Content icon={icon} iconEnd={iconEnd}>
        {children}
      </Content>
    </a>
  );
}
