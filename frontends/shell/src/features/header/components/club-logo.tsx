import { useState } from 'react';

/** The club's logo, or its initial when there is none or the image fails to load. */
export function ClubLogo({ name, logo }: { name: string; logo: string | null }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (logo && failedSrc !== logo) {
    return (
      <img
        className="cs-logo"
        src={logo}
        alt={name}
        width={40}
        height={40}
        onError={() => setFailedSrc(logo)}
      />
    );
  }
  return (
    <span className="cs-logo cs-logo--initial" role="img" aria-label={name}>
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
