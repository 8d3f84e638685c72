import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { visitBeganSignedOut } from '@/shared/lib/rendered-arrival';
import { useSession } from '@/shared/lib/session';
import { loginDestination } from './login-destination';
import { withLanguage } from './with-language';

export type SignedOutScreen = { show: 'form' } | { show: 'waiting' } | { show: 'elsewhere'; to: string };

const noChange = () => () => {};
/** On the server and while adopting its page, the form: that is what the rendered page shows. */
const formOnServer = () => true;

/**
 * For sign-in and registration (contracts' SIGNED_OUT_PAGES), which a signed-in user has no use for: such a user
 * goes to their page (/admin for an admin, else /profile, or a same-site `?redirect=` as after signing in). Who
 * this is comes from the profile check (useSession), not the login cache: a session cookie can exist without it
 * (signed in on another tab, storage cleared, a sign-in through the API). Until the check answers, the form only
 * when the visit began signed out (the server rendered the form: it had no session cookie), else 'waiting', so
 * a signed-in user never sees the form for a moment. `held`: the screen's own request is under way (a sign-in
 * signs the store in before its full page load).
 */
export function useSignedOutScreen(held: boolean): SignedOutScreen {
  const { user, status } = useSession();
  const [params] = useSearchParams();
  const language = useLanguageStore((s) => s.language);
  const beganSignedOut = useSyncExternalStore(noChange, visitBeganSignedOut, formOnServer);
  if (held) return { show: 'form' };
  if (status === 'authenticated' && user) {
    const target = loginDestination(user, params.get('redirect'), window.location.origin);
    return { show: 'elsewhere', to: withLanguage(target, language) };
  }
  if (status === 'unknown' && !beganSignedOut) return { show: 'waiting' };
  return { show: 'form' };
}
