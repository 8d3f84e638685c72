import { Card, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { ChangePasswordForm } from './change-password-form';
import { LogoutCard } from './logout-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import './account.css';

/**
 * The profile's Security tab: change the password, the signed-in devices (end one), two-factor sign-in for an
 * admin; Logout goes to /login.
 */
export function SecurityTab({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  return (
    <div className="tb-account-stack">
      <Card className="tb-account-card">
        <H3 className="tb-account-card__title">{t('security.title')}</H3>
        <p className="tb-account-card__subtitle">{t('security.subtitle')}</p>
        <ChangePasswordForm area="profile" />
      </Card>
      <SessionsCard />
      {user.isAdmin && <TwoFactorCard />}
      <LogoutCard area="profile" after={paths.login} />
    </div>
  );
}
