import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from 'antd';
import { MoreOutlined } from '@ant-design/icons';

export interface ActionMenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  danger?: boolean;
  onSelect(): void;
}

/**
 * A menu button (WAI-ARIA menu pattern): arrow keys, Home/End, Escape and outside clicks.
 * Hand-made rather than antd's Dropdown, which alone would add ~55 KB gzipped to the events page.
 */
export function ActionMenu({
  label,
  items,
  busy = false,
}: {
  label: string;
  items: ActionMenuItem[];
  busy?: boolean;
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
    <div className="csm-menu" ref={root}>
      <Button
        ref={trigger}
        type="text"
        shape="circle"
        icon={<MoreOutlined aria-hidden />}
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
      />
      {open ? (
        <ul
          id={menuId}
          ref={menu}
          role="menu"
          aria-label={label}
          className="csm-menu__list"
          onKeyDown={onMenuKeyDown}
        >
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={item.danger ? 'csm-menu__item csm-menu__item--danger' : 'csm-menu__item'}
                onClick={() => {
                  close(true);
                  item.onSelect();
                }}
              >
                {item.icon ? <span className="csm-menu__icon">{item.icon}</span> : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
