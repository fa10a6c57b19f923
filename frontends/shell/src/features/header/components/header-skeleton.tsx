import { HEADER_TEXT } from '@/texts';

/** The placeholder header while the session loads: same height, no content yet. */
export function HeaderSkeleton() {
  return (
    <header className="cs-header" aria-busy="true" aria-label={HEADER_TEXT.loadingHeader}>
      <div className="cs-header__inner">
        <span className="cs-skeleton cs-skeleton--logo" />
        <span className="cs-skeleton cs-skeleton--text" />
        <span className="cs-header__spacer" />
        <span className="cs-skeleton cs-skeleton--button" />
      </div>
    </header>
  );
}
