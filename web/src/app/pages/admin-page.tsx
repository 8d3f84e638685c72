// Blueprint's styles only the signed-in areas use (web/build/blueprint-css.ts), before the screens' own.
import 'virtual:blueprint.css/account.css';
import { NonIdealState, Spinner } from '@blueprintjs/core';
import { DashboardIcon, KeyIcon, LockIcon, PeopleIcon, ProjectsIcon, UserIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { AdminSecuritySection } from '@/features/auth/components/admin-security-section';
import { AdminCandidatesSection } from '@/features/candidates/components/admin-candidates-section';
import { AdminDashboardSection } from '@/features/dashboard/components/admin-dashboard-section';
import { LoadFromEmailCard } from '@/features/inbox/components/load-from-email-card';
import { AdminProjectsSection } from '@/features/project-admin/components/admin-projects-section';
import { AdminUsersSection } from '@/features/users/components/admin-users-section';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { LinkButton } from '@/shared/ui/link-button';
import { AccountShell, type ShellTab } from './account-shell';
import { useSearchTab } from './use-search-tab';

const SECTIONS = ['dashboard', 'candidates', 'projects', 'users', 'security'] as const;
type AdminSectionId = (typeof SECTIONS)[number];

const icons: Record<AdminSectionId, ShellTab<AdminSectionId>['icon']> = {
  dashboard: <DashboardIcon />,
  candidates: <PeopleIcon />,
  projects: <ProjectsIcon />,
  users: <UserIcon />,
  security: <KeyIcon />,
};

/**
 * /admin: 'Loading...' until the profile check answers (a cached login is not trusted here),
 * Access Denied for signed-out and non-admin users, else the side menu and the chosen section.
 */
export function AdminPage() {
  const { t } = useTranslation('account');
  usePageTitle(t('admin.title'));
  const { user, status } = useSession();
  if (status === 'unknown') {
    return <NonIdealState className="tb-account-status" icon={<Spinner />} title={t('admin.loading')} />;
  }
  if (!user?.isAdmin) return <AccessDenied signedIn={user !== null} />;
  return <AdminConsole user={user} />;
}

function AccessDenied({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation('account');
  return (
    <section className="tb-page">
      <NonIdealState
        className="tb-account-status"
        icon={<LockIcon size={48} />}
        title={t('admin.accessDenied')}
        action={
          signedIn ? (
            <LinkButton to={paths.home}>{t('admin.backHome')}</LinkButton>
          ) : (
            <LinkButton to={paths.login} intent="primary">
              {t('admin.signIn')}
            </LinkButton>
          )
        }
      />
    </section>
  );
}

function AdminConsole({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const [current = 'dashboard', select] = useSearchTab<AdminSectionId>('section', SECTIONS);
  const tabs = SECTIONS.map((id) => ({ id, label: t(`admin.menu.${id}`), icon: icons[id] }));
  return (
    <AccountShell
      title={t('admin.title')}
      subtitle={t('admin.greeting', { email: user.email })}
      menuLabel={t('admin.menuLabel')}
      tabs={tabs}
      current={current}
      onSelect={select}
    >
      {current === 'dashboard' && <AdminDashboardSection user={user} />}
      {current === 'candidates' && <AdminCandidatesSection user={user} loadFromEmail={<LoadFromEmailCard />} />}
      {current === 'projects' && <AdminProjectsSection user={user} />}
      {current === 'users' && <AdminUsersSection user={user} />}
      {current === 'security' && <AdminSecuritySection user={user} />}
    </AccountShell>
  );
}
