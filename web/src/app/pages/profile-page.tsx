// Blueprint's styles only the signed-in areas use (web/build/blueprint-css.ts), before the screens' own.
import 'virtual:blueprint.css/account.css';
import { Spinner } from '@blueprintjs/core';
import { DocumentIcon, EditIcon, FolderOpenIcon, KeyIcon, PersonIcon, ProjectsIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { ProfileTab } from '@/features/auth/components/profile-tab';
import { SecurityTab } from '@/features/auth/components/security-tab';
import { ManageProjectsTab } from '@/features/project-admin/components/manage-projects-tab';
import { MyProjectsTab } from '@/features/projects/components/my-projects-tab';
import { PortfolioTab } from '@/features/resume/components/portfolio-tab';
import { ResumeTab } from '@/features/resume/components/resume-tab';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { useSession } from '@/shared/lib/session';
import { usePageTitle } from '@/shared/lib/use-page-title';
import { AccountShell, type ShellTab } from './account-shell';
import { useSearchTab } from './use-search-tab';

const USER_TABS = ['profile', 'resume', 'portfolio', 'projects', 'security'] as const;
const ADMIN_TABS = [...USER_TABS, 'manageProjects'] as const;
type ProfileTabId = (typeof ADMIN_TABS)[number];

const icons: Record<ProfileTabId, ShellTab<ProfileTabId>['icon']> = {
  profile: <PersonIcon />,
  resume: <DocumentIcon />,
  portfolio: <FolderOpenIcon />,
  projects: <ProjectsIcon />,
  security: <KeyIcon />,
  manageProjects: <EditIcon />,
};

/** /profile: signed-out visitors go to /login; Manage Projects only for admins. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  usePageTitle(t('profile.title'));
  const { user, status } = useSession();
  if (status === 'anonymous') return <Navigate to={paths.login} replace />;
  if (status === 'unknown' || !user) {
    return <Spinner className="tb-account-status" aria-label={t('admin.loading')} />;
  }
  return <SignedInProfile user={user} />;
}

function SignedInProfile({ user }: { user: SessionUser }) {
  const { t } = useTranslation('account');
  const available = user.isAdmin ? ADMIN_TABS : USER_TABS;
  const [current = 'profile', select] = useSearchTab<ProfileTabId>('tab', available);
  const tabs = available.map((id) => ({ id, label: t(`profile.menu.${id}`), icon: icons[id] }));
  return (
    <AccountShell
      title={t('profile.title')}
      subtitle={t('profile.greeting', { email: user.email })}
      menuLabel={t('profile.menuLabel')}
      tabs={tabs}
      current={current}
      onSelect={select}
    >
      {current === 'profile' && <ProfileTab user={user} />}
      {current === 'resume' && <ResumeTab user={user} />}
      {current === 'portfolio' && <PortfolioTab user={user} />}
      {current === 'projects' && <MyProjectsTab user={user} />}
      {current === 'security' && <SecurityTab user={user} />}
      {current === 'manageProjects' && <ManageProjectsTab user={user} />}
    </AccountShell>
  );
}
