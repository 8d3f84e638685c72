import { Button, Callout, Card, Code, H3, InputGroup, Tag } from '@blueprintjs/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { QrCode } from '@/shared/ui/qr-code';
import { toast } from '@/shared/ui/toast';
import { useBeginTwoFactor, useConfirmTwoFactor, useDisableTwoFactor, useTwoFactorStatus } from '../api/security';
import { FormField } from './form-field';

/**
 * Two-factor sign-in for admins (TOTP): Set up shows the secret, its otpauth:// link and a QR code; the first code
 * from the app turns it on and shows the recovery codes once; turning it off takes a code.
 */
export function TwoFactorCard() {
  const { t } = useTranslation('auth');
  const status = useTwoFactorStatus();
  const begin = useBeginTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const failed = (error: unknown) =>
    toast.error({ title: t('twoFactor.failed'), description: errorMessage(error, '') || undefined });

  const onConfirm = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(code.trim(), {
      onSuccess: (answer) => {
        setRecoveryCodes(answer.recoveryCodes);
        setCode('');
        begin.reset();
        toast.success({ title: answer.message });
      },
      onError: failed,
    });
  };
  const onDisable = (event: FormEvent) => {
    event.preventDefault();
    disable.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        setRecoveryCodes(null);
        toast.success({ title: answer.message });
      },
      onError: failed,
    });
  };
  const codeField = (id: string) => (
    <FormField id={id} label={t('twoFactor.code')} helper={t('twoFactor.codeHelper')}>
      <InputGroup
        id={id}
        value={code}
        onValueChange={setCode}
        autoComplete="one-time-code"
        inputMode="numeric"
        placeholder="123456"
      />
    </FormField>
  );
  const enabled = status.data?.enabled === true;
  const setup = begin.data;

  return (
    <Card className="tb-account-card" data-testid="two-factor-card">
      <div className="tb-account-card__row">
        <H3 className="tb-account-card__title">{t('twoFactor.title')}</H3>
        {status.data && (
          <Tag intent={enabled ? 'success' : 'none'} minimal={!enabled}>
            {enabled ? t('twoFactor.on') : t('twoFactor.off')}
          </Tag>
        )}
      </div>
      <p className="tb-account-card__subtitle">{t('twoFactor.subtitle')}</p>
      {recoveryCodes && (
        <Callout intent="warning" title={t('twoFactor.recoveryTitle')} className="tb-two-factor__codes">
          <p>{t('twoFactor.recoveryBody')}</p>
          <ul data-testid="recovery-codes">
            {recoveryCodes.map((recovery) => (
              <li key={recovery}>
                <Code>{recovery}</Code>
              </li>
            ))}
          </ul>
          <Button onClick={() => setRecoveryCodes(null)}>{t('twoFactor.savedCodes')}</Button>
        </Callout>
      )}
      {!enabled && !setup && (
        <Button intent="primary" loading={begin.isPending} onClick={() => begin.mutate(undefined, { onError: failed })}>
          {t('twoFactor.setUp')}
        </Button>
      )}
      {!enabled && setup && (
        <form className="tb-account-form tb-two-factor" onSubmit={onConfirm}>
          <ol className="tb-two-factor__steps">
            <li>{t('twoFactor.stepScan')}</li>
            <li>{t('twoFactor.stepConfirm')}</li>
          </ol>
          <QrCode text={setup.uri} label={t('twoFactor.qrLabel')} />
          <p>
            {t('twoFactor.secret')} <Code data-testid="two-factor-secret">{setup.secret}</Code>
          </p>
          <p>
            <a href={setup.uri}>{t('twoFactor.openInApp')}</a>
          </p>
          {codeField('two-factor-confirm-code')}
          <Button type="submit" intent="primary" loading={confirm.isPending} disabled={!code.trim()}>
            {t('twoFactor.confirm')}
          </Button>
        </form>
      )}
      {enabled && (
        <form className="tb-account-form" onSubmit={onDisable}>
          <p>{t('twoFactor.codesLeft', { count: status.data?.recoveryCodesLeft ?? 0 })}</p>
          {codeField('two-factor-disable-code')}
          <Button type="submit" intent="danger" variant="outlined" loading={disable.isPending} disabled={!code.trim()}>
            {t('twoFactor.turnOff')}
          </Button>
        </form>
      )}
    </Card>
  );
}
