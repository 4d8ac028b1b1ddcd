import { useId } from 'react';

/**
 * The Social Loop mark and wordmark (same drawing as /icons/icon.svg). Each instance gets its own gradient
 * id: a shared id would resolve to the first copy, which may sit inside a hidden sidebar and not render.
 */
export const LogoMark = ({ size = 28 }: { size?: number }) => {
  const gradient = `sl-mark-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c6cf8" />
          <stop offset="1" stopColor="#4a35cc" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <circle cx="25" cy="32" r="10" fill="none" stroke="#fff" strokeWidth="5" />
      <circle cx="39" cy="32" r="10" fill="none" stroke="#fff" strokeOpacity="0.75" strokeWidth="5" />
    </svg>
  );
};

export const Logo = ({ size = 28 }: { size?: number }) => (
  <span
    style={{
      display: 'inline-flex',
      alignItems: 'center',
      gap: 10,
      fontWeight: 700,
      fontSize: 17,
      letterSpacing: '-0.02em',
      color: 'var(--color-text)',
    }}
  >
    <LogoMark size={size} />
    Social Loop
  </span>
);
