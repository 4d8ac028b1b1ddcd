import styles from './avatar.module.css';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('') || '?';

type AvatarProps = { name: string; src?: string | null; size?: 'small' | 'medium' | 'large'; className?: string };

/** The drawn size of each avatar in px (avatar.module.css): the picture is decoded for that box, off the main thread. */
const PIXELS = { small: 32, medium: 40, large: 96 } as const;

/**
 * A person's round avatar: their profile picture filling a square (no cropping step: the middle of the picture shows),
 * or their initials. Decorative: the name is always next to it.
 */
export const Avatar = ({ name, src, size = 'medium', className }: AvatarProps) => (
  <span className={[styles.avatar, styles[size], className].filter(Boolean).join(' ')} aria-hidden="true">
    {src ? (
      <img src={src} alt="" loading="lazy" decoding="async" width={PIXELS[size]} height={PIXELS[size]} />
    ) : (
      initialsOf(name)
    )}
  </span>
);
