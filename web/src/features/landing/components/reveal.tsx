// A gentle fade-and-rise as a section scrolls into view (reveal.module.css): pure CSS, so the
// landing page loads no animation library; nothing moves for reduced motion.
import type { CSSProperties, ReactNode } from 'react';
import styles from './reveal.module.css';

/** `delay` (seconds, as before) staggers siblings: each starts a little later in the scroll. */
export function Reveal({ children, delay = 0, as: Tag = 'div' }: { children: ReactNode; delay?: number; as?: 'div' | 'li' }) {
  const style = delay ? ({ '--reveal-start': `${Math.round(delay * 100)}%` } as CSSProperties) : undefined;
  return (
    <Tag className={styles.reveal} style={style}>
      {children}
    </Tag>
  );
}
