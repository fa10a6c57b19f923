import { useTranslation } from 'react-i18next';

/** Words for where the slider stands, from closest levels (0) to most mixing (1). */
const BANDS = [
  { upTo: 0.15, key: 'closest' },
  { upTo: 0.45, key: 'closer' },
  { upTo: 0.55, key: 'balanced' },
  { upTo: 0.85, key: 'mixing' },
  { upTo: 1, key: 'mostMixing' },
] as const;

export const mixBand = (mix: number) => (BANDS.find((band) => mix <= band.upTo) ?? BANDS[4]).key;

/** 'Closer levels — More mixing': how much the draw trades level closeness on a court for variety. */
export function MixSlider({ value, onChange }: { value: number; onChange(mix: number): void }) {
  const { t } = useTranslation('club-admin-draw', { keyPrefix: 'form' });
  const band = t(`mixBands.${mixBand(value)}`);
  return (
    <div className="cs-field csa-mix">
      <label className="cs-field__label" htmlFor="field-mix">
        {t('mix')}
      </label>
      <div className="csa-mix__row">
        <span aria-hidden>{t('mixCloser')}</span>
        <input
          id="field-mix"
          name="mix"
          type="range"
          min={0}
          max={1}
          step={0.1}
          value={value}
          aria-valuetext={band}
          aria-describedby="field-mix-hint"
          onChange={(e) => onChange(Number(e.target.value))}
        />
        <span aria-hidden>{t('mixMore')}</span>
      </div>
      <div className="cs-field__below">
        <p id="field-mix-hint" className="cs-field__hint">
          {t('mixHint', { band })}
        </p>
      </div>
    </div>
  );
}
