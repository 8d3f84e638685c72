import { Card, H1 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '@/shared/lib/use-page-title';
import './auth.css';

interface AuthCardProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Links under the card (to the other sign-in screens). */
  footer?: ReactNode;
}

/** The frame of the sign-in screens: a centred card with a title, the form and links to the other screens. */
export function AuthCard({ icon, title, subtitle, children, footer }: AuthCardProps) {
  usePageTitle(title);
  return (
    <section className="tb-page tb-auth">
      <Card className="tb-auth__card" elevation={1}>
        <div className="tb-auth__icon">{icon}</div>
        <H1 className="tb-auth__title">{title}</H1>
        <p className="tb-auth__subtitle">{subtitle}</p>
        {children}
      </Card>
      {footer && <div className="tb-auth__footer">{footer}</div>}
    </section>
  );
}
