import { Card, H1, Menu, MenuItem } from '@blueprintjs/core';
import type { ReactElement, ReactNode } from 'react';
import './account-shell.css';

export interface ShellTab<T extends string> {
  id: T;
  label: string;
  icon: ReactElement;
}

interface AccountShellProps<T extends string> {
  title: string;
  subtitle: string;
  menuLabel: string;
  tabs: readonly ShellTab<T>[];
  current: T;
  onSelect(tab: T): void;
  children: ReactNode;
}

/**
 * The frame of /profile and /admin: a title, a side menu of sections (a scrolling row on phones) and the open
 * section beside it.
 */
export function AccountShell<T extends string>(props: AccountShellProps<T>) {
  const { title, subtitle, menuLabel, tabs, current, onSelect, children } = props;
  return (
    <section className="tb-page tb-account">
      <header className="tb-account__header">
        <H1 className="tb-account__title">{title}</H1>
        <p className="tb-account__subtitle">{subtitle}</p>
      </header>
      <div className="tb-account__body">
        <nav aria-label={menuLabel} className="tb-account__nav">
          <Card className="tb-account__menu-card" elevation={0}>
            <Menu className="tb-account__menu">
              {tabs.map((tab) => (
                <MenuItem
                  key={tab.id}
                  icon={tab.icon}
                  text={tab.label}
                  active={tab.id === current}
                  aria-current={tab.id === current ? 'page' : undefined}
                  onClick={() => onSelect(tab.id)}
                />
              ))}
            </Menu>
          </Card>
        </nav>
        <div className="tb-account__content">{children}</div>
      </div>
    </section>
  );
}
