import { Card, FormGroup, H3, InputGroup, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { paths } from '@/shared/lib/paths';
import { ChangePasswordForm } from './change-password-form';
import { LogoutCard } from './logout-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import './account.css';

/**
 * The admin console's Security section: the read-only email and the account type, the
 * change-password form (admin wording) and Session Management, whose Logout goes to /.
 */
export function AdminSecuritySection({ user }: { user: SessionUser }) {
  const { t } = useTranslation('auth');
  return (
    <div className="tb-account-stack">
      <Card className="tb-account-card">
        <H3 className="tb-account-card__title">{t('adminSecurity.accountTitle')}</H3>
        <div className="tb-account-form tb-account-facts">
          <FormGroup
            label={t('fields.email')}
            labelFor="admin-security-email"
            helperText={t('adminSecurity.emailReadOnly')}
            className="tb-field"
          >
            <InputGroup id="admin-security-email" value={user.email} readOnly disabled />
          </FormGroup>
          <FormGroup label={t('adminSecurity.accountType')} className="tb-field">
            <Tag intent="primary" large minimal>
              {t('adminSecurity.administrator')}
            </Tag>
          </FormGroup>
        </div>
      </Card>
      <Card className="tb-account-card">
        <H3 className="tb-account-card__title">{t('adminSecurity.passwordTitle')}</H3>
        <p className="tb-account-card__subtitle">{t('security.subtitle')}</p>
        <ChangePasswordForm area="admin" />
      </Card>
      <TwoFactorCard />
      <SessionsCard />
      <LogoutCard area="admin" after={paths.home} />
    </div>
  );
}
