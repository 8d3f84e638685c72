import { Button, Dialog, DialogBody, DialogFooter, Intent, Tag } from '@blueprintjs/core';
import type { UserView } from '@tb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeLink } from '@/shared/ui/safe-link';
import { displayName, tagsOf } from '../lib/filter-users';
import { UserApplications } from './user-applications';
import { openResume } from './user-card';

const link = (url: string) => (url ? <SafeLink href={url} /> : null);

/** Every field of the user's details, then 'Applied Projects (n)'. */
export function UserDetailsDialog({ user, onClose }: { user: UserView; onClose(): void }) {
  const { t, i18n } = useTranslation('users');
  const date = (iso: string) => new Date(iso).toLocaleString(i18n.language === 'zh' ? 'zh-CN' : 'en-US');
  const tags = (label: string, text: string) =>
    tagsOf(text).length > 0 && (
      <div className="tb-users__tag-row">
        <span className="tb-users__tag-label">{label}</span>
        {tagsOf(text).map((tag) => (
          <Tag key={tag} minimal round>
            {tag}
          </Tag>
        ))}
      </div>
    );
  const rows: [string, ReactNode][] = [
    [t('details.name'), displayName(user)],
    [t('details.email'), user.email],
    [t('details.username'), user.username],
    [
      t('details.status'),
      <span className="tb-users__badges" key="status">
        {user.isAdmin && <Tag intent={Intent.PRIMARY}>{t('badges.admin')}</Tag>}
        <Tag intent={user.isEmailVerified ? Intent.SUCCESS : Intent.NONE} minimal={!user.isEmailVerified}>
          {user.isEmailVerified ? t('badges.verified') : t('badges.unverified')}
        </Tag>
      </span>,
    ],
    [t('details.github'), link(user.github)],
    [t('details.portfolio'), link(user.portfolio)],
    [t('details.personalSite'), link(user.personalSite)],
    [t('details.position'), user.position],
    [
      t('details.tags'),
      tags(t('details.tagsEnglish'), user.tagsEnglish) || tags(t('details.tagsChinese'), user.tagsChinese) ? (
        <>
          {tags(t('details.tagsEnglish'), user.tagsEnglish)}
          {tags(t('details.tagsChinese'), user.tagsChinese)}
        </>
      ) : null,
    ],
    [t('details.memberSince'), date(user.createdAt)],
    [t('details.lastUpdated'), date(user.updatedAt)],
    [
      t('details.bio'),
      user.bio ? (
        <p key="bio" className="tb-users__bio-full">
          {user.bio}
        </p>
      ) : null,
    ],
    [
      t('details.resume'),
      user.resumeFileName ? (
        <Button
          key="resume"
          size="small"
          text={`${t('actions.resume')}: ${user.resumeFileName}`}
          onClick={() => openResume(user.id)}
        />
      ) : (
        t('details.noResume')
      ),
    ],
  ];
  return (
    <Dialog isOpen onClose={onClose} title={t('details.title')} className="tb-users__dialog">
      <DialogBody>
        <dl className="tb-users__fields">
          {rows.map(([label, value]) => (
            <div key={label} className="tb-users__field">
              <dt>{label}</dt>
              <dd>{value || <span className="tb-users__muted">{t('details.notProvided')}</span>}</dd>
            </div>
          ))}
        </dl>
        <UserApplications userId={user.id} />
      </DialogBody>
      <DialogFooter actions={<Button text={t('actions.close')} onClick={onClose} />} />
    </Dialog>
  );
}
