import type { ReactNode } from 'react';
import { track } from '@/shared/lib/analytics';
import { useSeenOnce } from '../lib/use-seen-once';

interface LandingSectionProps {
  /** The anchor the footer links to. */
  id: string;
  /** The analytics name of the section. */
  name: string;
  eyebrow: string;
  title: string;
  subtitle?: string;
  tone?: 'plain' | 'tinted';
  children: ReactNode;
}

/** One titled landing section; its first view (20 % visible) is sent to analytics. */
export function LandingSection({ id, name, eyebrow, title, subtitle, tone = 'plain', children }: LandingSectionProps) {
  const { ref } = useSeenOnce<HTMLElement>(() => track('section_view', { section: name }));
  const headingId = `${id}-title`;
  return (
    <section ref={ref} id={id} className={`tb-lp-section tb-lp-section--${tone}`} aria-labelledby={headingId}>
      <div className="tb-lp-section__inner">
        <header className="tb-lp-section__header">
          <p className="tb-lp-section__eyebrow">{eyebrow}</p>
          <h2 id={headingId} className="tb-lp-section__title">
            {title}
          </h2>
          {subtitle && <p className="tb-lp-section__subtitle">{subtitle}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
