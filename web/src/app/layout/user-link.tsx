import { UserIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/lib/analytics';
import { useSessionCheck } from '@/shared/lib/session-check';
import { LinkButton } from '@/shared/ui/link-button';
import { accountLink } from './account-link';

/** The header's user icon (see accountLink). */
export function UserLink() {
  const { t } = useTranslation();
  const { user } = useSessionCheck();
  const link = accountLink(user);
  if (!link.signedIn) {
    return (
      <LinkButton
        to={link.to}
        variant="minimal"
        className="tb-user-link"
        icon={<UserIcon />}
        aria-label={t('nav.signIn')}
        title={t('nav.signIn')}
        onClick={() => track('navigation_click', { target: 'sign_in' })}
      />
    );
  }
  return (
    <LinkButton
      to={link.to}
      variant="outlined"
      className="tb-user-link tb-user-link--signed-in"
      icon={<UserIcon />}
      title={user?.isAdmin ? t('nav.openAdmin') : t('nav.openProfile')}
      onClick={() => track('navigation_click', { target: user?.isAdmin ? 'admin' : 'profile' })}
    >
      <span className="tb-user-link__name">{link.name ?? t('nav.user')}</span>
    </LinkButton>
  );
}
