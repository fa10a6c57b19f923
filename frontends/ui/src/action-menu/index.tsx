import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from '@courtside/ui/button';
import { MoreIcon } from '@courtside/ui/icons';
import '../theme/tokens.css';
import './action-menu.css';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect(): void;
}

/**
 * A menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Escape and outside clicks.
 */
export function ActionMenu({
  label,
  items,
  busy = false,
  trigger: text,
  icon,
}: {
  label: string;
  /** The items, or a function that makes them when the menu opens (nothing built per render). */
  items: ActionMenuItem[] | (() => ActionMenuItem[]);
  busy?: boolean;
  /** A visible name for the button (an outlined button with it), instead of the bare ⋮ icon. */
  trigger?: string;
  icon?: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuItems = () =>
    Array.from(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    menuItems()[0]?.focus();
    const onPointerDown = (e: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  function onMenuKeyDown(e: KeyboardEvent) {
    const all = menuItems();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const focus = (i: number) => all[(i + all.length) % all.length]?.focus();
    if (e.key === 'ArrowDown') focus(at + 1);
    else if (e.key === 'ArrowUp') focus(at - 1);
    else if (e.key === 'Home') focus(0);
    else if (e.key === 'End') focus(all.length - 1);
    else if (e.key === 'Escape') close(true);
    else if (e.key === 'Tab') close(false);
    else return;
    if (e.key !== 'Tab') e.preventDefault();
  }

  return (
    <div className={text ? 'cs-menu cs-menu--named' : 'cs-menu'} ref={root}>
      <Button
        ref={trigger}
        variant={text ? 'outline' : 'ghost'}
        size={text ? 'default' : 'icon'}
        icon={icon ?? (text ? undefined : <MoreIcon />)}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        loading={busy}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
            e.preventDefault();
            setOpen(true);
          }
        }}
      >
        {text}
      </Button>
      {open ? (
        <ul
          id={menuId}
          ref={menu}
          role="menu"
          aria-label={label}
          className="cs-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {(typeof items === 'function' ? items() : items).map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'cs-menu__item cs-menu__item--danger' : 'cs-menu__item'}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
