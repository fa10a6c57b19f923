import { SearchOutlined } from '@ant-design/icons';
import { TEXT } from '@/texts';

/** A native search field styled like the theme's inputs (antd's Input would add ~30 KB gzipped). */
export function EventSearch({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <div className="csm-search">
      <SearchOutlined className="csm-search__icon" aria-hidden />
      <input
        type="search"
        className="cs-input csm-search__input"
        placeholder={TEXT.events.searchPlaceholder}
        aria-label={TEXT.events.searchLabel}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
