import { Alert, Callout, InputGroup, Intent, NonIdealState, Spinner } from '@blueprintjs/core';
import { SearchIcon } from '@blueprintjs/icons';
import type { UserView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import type { SessionUser } from '@/shared/lib/auth-store';
import { toast } from '@/shared/ui/toast';
import { useUsers } from '../api/get-users';
import { useSetAdmin } from '../api/set-admin';
import { displayName, filterUsers } from '../lib/filter-users';
import { UserCard } from './user-card';
import { UserDetailsDialog } from './user-details-dialog';
import './users.css';

/** The Users section of /admin ('Users Management'): search, cards, the admin toggle and the details. */
export function AdminUsersSection({ user: me }: { user: SessionUser }) {
  const { t } = useTranslation('users');
  const { data: users, isPending, isError } = useUsers();
  const setAdmin = useSetAdmin();
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  // Granting or taking admin rights is asked once more: a slip of the mouse must not hand out every candidate.
  const [confirming, setConfirming] = useState<UserView | null>(null);
  const shown = filterUsers(users ?? [], search);
  const open = users?.find((u) => u.id === openId) ?? null;

  const toggleAdmin = (u: UserView) =>
    setAdmin.mutate(
      { id: u.id, isAdmin: !u.isAdmin },
      {
        onSuccess: () => toast.success({ title: t('toast.updated') }),
        onError: (error) =>
          toast.error({ title: t('toast.failed'), description: errorMessage(error, '') || undefined }),
      },
    );

  return (
    <section className="tb-users">
      <h2 className="tb-users__title">{t('title')}</h2>
      <InputGroup
        leftIcon={<SearchIcon />}
        placeholder={t('searchPlaceholder')}
        aria-label={t('searchLabel')}
        value={search}
        onValueChange={setSearch}
        type="search"
      />
      {isError && <Callout intent="danger">{t('loadFailed')}</Callout>}
      {isPending && <NonIdealState icon={<Spinner />} title={t('loading')} />}
      {users && (
        <>
          <p className="tb-users__count">{t('showing', { shown: shown.length, total: users.length })}</p>
          {shown.length === 0 && <NonIdealState title={users.length === 0 ? t('empty') : t('noMatch')} />}
          <div className="tb-users__grid">
            {shown.map((u) => (
              <UserCard
                key={u.id}
                user={u}
                isSelf={u.id === me.id}
                busy={setAdmin.isPending && setAdmin.variables?.id === u.id}
                onView={() => setOpenId(u.id)}
                onToggleAdmin={() => setConfirming(u)}
              />
            ))}
          </div>
        </>
      )}
      {open && <UserDetailsDialog user={open} onClose={() => setOpenId(null)} />}
      <Alert
        isOpen={confirming !== null}
        intent={confirming?.isAdmin ? Intent.DANGER : Intent.PRIMARY}
        icon={confirming?.isAdmin ? 'remove' : 'key'}
        confirmButtonText={confirming?.isAdmin ? t('confirm.remove') : t('confirm.make')}
        cancelButtonText={t('confirm.cancel')}
        canEscapeKeyCancel
        canOutsideClickCancel
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          if (confirming) toggleAdmin(confirming);
          setConfirming(null);
        }}
      >
        {confirming && (
          <p>
            {t(confirming.isAdmin ? 'confirm.removeBody' : 'confirm.makeBody', {
              name: displayName(confirming),
              email: confirming.email,
            })}
          </p>
        )}
      </Alert>
    </section>
  );
}
