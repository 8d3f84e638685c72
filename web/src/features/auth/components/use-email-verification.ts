import { useCallback, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { LONG_TOAST_TIMEOUT_MS, toast } from '@/shared/ui/toast';
import { checkEmail } from '../api/check-email';
import { sendRegistrationCode } from '../api/send-registration-code';
import { useCountdown } from '../lib/countdown';
import { initialRegistrationState, registrationReducer } from '../lib/registration-state';

/** The server sends at most one code a minute to an address (as Reset Password counts down). */
const RESEND_SECONDS = 60;

/**
 * Registration's email check and code request. Answers that arrive after the address was
 * edited are dropped by comparing with the address the request was made for.
 */
export function useEmailVerification(currentEmail: () => string) {
  const { t } = useTranslation('auth');
  const [state, dispatch] = useReducer(registrationReducer, initialRegistrationState);
  const countdown = useCountdown();
  const { start } = countdown;

  const verify = useCallback(
    async (email: string) => {
      const stale = () => currentEmail() !== email;
      dispatch({ type: 'checkStarted' });
      let exists: boolean;
      try {
        exists = await checkEmail(email);
      } catch {
        // A failed check clears the checked state without a toast.
        if (!stale()) dispatch({ type: 'checkFailed' });
        return;
      }
      if (stale()) return;
      dispatch({ type: 'checkAnswered', exists });
      if (exists) return;
      try {
        const sent = await sendRegistrationCode(email);
        if (stale()) return;
        dispatch({ type: 'codeSent', code: sent.code });
        start(RESEND_SECONDS);
        if (sent.devMode && sent.code) {
          toast.info({
            title: t('register.codeSentTitle'),
            description: t('register.devModeCode', { code: sent.code }),
            timeout: LONG_TOAST_TIMEOUT_MS,
          });
        } else {
          toast.success({ title: t('register.codeSentTitle'), description: t('register.codeSentBody') });
        }
      } catch (error) {
        if (stale()) return;
        dispatch({ type: 'sendFailed' });
        toast.error({
          title: t('register.sendFailedTitle'),
          description: errorMessage(error, t('register.sendFailedBody')),
        });
      }
    },
    [currentEmail, t, start],
  );

  // Another address may have a code sent at once.
  const emailEdited = useCallback(() => {
    dispatch({ type: 'emailEdited' });
    start(0);
  }, [start]);
  return { state, verify, emailEdited, resendIn: countdown.remaining };
}
