import { COMMON_TEXT } from '@/texts';

/** A polite loading indicator for a page or a content area; the label is read out, or shown. */
export function Spinner({
  label = COMMON_TEXT.loading,
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div className="cs-spinner" role="status">
      <span className="cs-spinner__circle" aria-hidden="true" />
      <span className={showLabel ? 'cs-spinner__label' : 'cs-visually-hidden'}>{label}</span>
    </div>
  );
}
