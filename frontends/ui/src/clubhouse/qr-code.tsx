import { useEffect, useState } from 'react';
import { cx } from '../cx';

/**
 * A QR code of `value` as an SVG image. The encoder (the qrcode package) is fetched the first
 * time one is drawn, in a chunk of its own: no page that shows none carries it. Until then, and
 * if it cannot load, the space stays empty and the text beside it says the same.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const [svg, setSvg] = useState<{ value: string; src: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('qrcode')
      .then(({ toString }) =>
        // Medium error correction: a phone still reads it off a TV across a room, with glare.
        toString(value, {
          type: 'svg',
          errorCorrectionLevel: 'M',
          margin: 2,
          color: { dark: '#000000', light: '#ffffff' },
        }),
      )
      .then((text) => {
        if (current) setSvg({ value, src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}` });
      })
      .catch(() => {
        if (current) setSvg(null);
      });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <div className={cx('cs-qr', className)}>
      {svg && svg.value === value ? <img src={svg.src} alt={label} /> : null}
    </div>
  );
}
