import { Button, Card, Intent, Tag } from '@blueprintjs/core';
import { DocumentIcon, EyeOpenIcon } from '@blueprintjs/icons';
import type { UserView } from '@tb/contracts';
import { useTranslation } from 'react-i18next';
import { displayName } from '../lib/filter-users';

export interface UserCardProps {
  user: UserView;
  /** The signed-in admin: no admin toggle on their own card. */
  isSelf: boolean;
  busy: boolean;
  onView(): void;
  onToggleAdmin(): void;
}

/** An address that must wrap does so after its '@' first ('dash-admin@' / 'talentbridge.test'), not mid-word. */
const breakableEmail = (email: string) => {
  const at = email.indexOf('@');
  if (at < 0) return email;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
};

export const openResume = (userId: string) =>
  window.open(`/api/user/resume/${encodeURIComponent(userId)}`, '_blank', 'noopener');

export function UserCard({ user, isSelf, busy, onView, onToggleAdmin }: UserCardProps) {
  const { t } = useTranslation('users');
  return (
    <Card className="tb-users__card" data-testid="user-card" data-email={user.email}>
      <div className="tb-users__card-head">
        <div>
          <div className="tb-users__name">{displayName(user)}</div>
          <div className="tb-users__email">{breakableEmail(user.email)}</div>
        </div>
        <div className="tb-users__badges">
          {user.isAdmin && <Tag intent={Intent.PRIMARY}>{t('badges.admin')}</Tag>}
          {user.isEmailVerified && <Tag intent={Intent.SUCCESS}>{t('badges.verified')}</Tag>}
        </div>
      </div>
      {user.position && <div className="tb-users__position">{user.position}</div>}
      {user.bio && <p className="tb-users__bio">{user.bio}</p>}
      <div className="tb-users__actions">
        <Button size="small" icon={<EyeOpenIcon />} text={t('actions.viewDetails')} onClick={onView} />
        {user.resumeFileName && (
          <Button size="small" icon={<DocumentIcon />} text={t('actions.resume')} onClick={() => openResume(user.id)} />
        )}
        {!isSelf && (
          <Button
            size="small"
            intent={user.isAdmin ? Intent.DANGER : Intent.PRIMARY}
            variant="outlined"
            loading={busy}
            text={user.isAdmin ? t('actions.removeAdmin') : t('actions.makeAdmin')}
            onClick={onToggleAdmin}
          />
        )}
      </div>
    </Card>
  );
}
