import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import type { LinkProps } from 'react-router';
import { LanguageLink } from './language-link';

interface LinkButtonProps extends Omit<LinkProps, 'className'> {
  icon?: ReactNode;
  endIcon?: ReactNode;
  intent?: Intent;
  variant?: 'solid' | 'minimal' | 'outlined';
  size?: 'medium' | 'large';
  className?: string;
  children?: ReactNode;
}

/** A router link that looks like a Blueprint button (Blueprint's AnchorButton would reload the page). */
export function LinkButton({
  icon,
  endIcon,
  intent,
  variant = 'solid',
  size,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  const classes = [
    Classes.BUTTON,
    variant === 'minimal' && Classes.MINIMAL,
    variant === 'outlined' && Classes.OUTLINED,
    size === 'large' && Classes.LARGE,
    intent && Classes.intentClass(intent),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <LanguageLink className={classes} {...rest}>
      {icon}
      {children !== undefined && <span className={Classes.BUTTON_TEXT}>{children}</span>}
      {endIcon}
    </LanguageLink>
  );
}
