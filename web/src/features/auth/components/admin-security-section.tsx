import { Card, H3 } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { ChangePasswordForm } from './change-password-form';
import { LogoutCard } from './logout-card';
import './account.css';

/** The admin console's Security section: change the password (admin wording); Logout goes to /. */
export function AdminSecuritySection(_props: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  return (
    <div className="tb-account-stack">
      <Card className="tb-account-card">
        <H3 className="tb-account-card__title">{t('security.title')}</H3>
        <p className="tb-account-card__subtitle">{t('security.subtitle')}</p>
        <ChangePasswordForm area="admin" />
      </Card>
      <LogoutCard area="admin" after={paths.home} />
    </div>
  );
}
