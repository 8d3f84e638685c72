import { Button, Card, H3 } from '@blueprintjs/core';
import { LogOutIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { toast } from '@/shared/ui/toast';
import { useLogout } from '../api/logout';
import { withLanguage } from '../lib/with-language';

/**
 * Sign out: the profile area goes to `after` quietly, the admin console says so first.
 * A full page load, so no screen keeps showing the signed-out user.
 */
export function LogoutCard({ area, after }: { area: 'profile' | 'admin'; after: string }) {
  const { t } = useTranslation('auth');
  const language = useLanguageStore((s) => s.language);
  const logout = useLogout();
  const onLogout = () =>
    logout.mutateAsync().then(
      () => {
        const target = withLanguage(after, language);
        if (area !== 'admin') return window.location.assign(target);
        // The admin console's confirmation shows on the page the load brings (it would be replaced here at once).
        toast.successAfterReload({ title: t('security.adminLoggedOut') });
        window.location.assign(target);
      },
      () => toast.error({ title: t('security.logoutFailedTitle'), description: t('security.logoutFailedBody') }),
    );
  // The admin console names this block Session Management.
  const words = area === 'admin' ? 'adminSecurity' : 'security';
  return (
    <Card className="tb-account-card">
      <div className="tb-account-card__row">
        <div>
          <H3 className="tb-account-card__title">{t(`${words}.sessionTitle`)}</H3>
          <p className="tb-account-card__subtitle">{t(`${words}.sessionBody`)}</p>
        </div>
        <Button intent="danger" variant="outlined" icon={<LogOutIcon />} disabled={logout.isPending} onClick={onLogout}>
          {logout.isPending ? t('security.loggingOut') : t('security.logout')}
        </Button>
      </div>
    </Card>
  );
}
