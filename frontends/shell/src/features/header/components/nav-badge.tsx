/** A count beside a navigation link; screen readers hear its label ("3 requests to join waiting"). */
export function NavBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="cs-nav__badge" title={label}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="cs-visually-hidden">{label}</span>
    </span>
  );
}
