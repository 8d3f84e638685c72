import { Button, InputGroup, type InputGroupProps } from '@blueprintjs/core';
import { EyeOffIcon, EyeOpenIcon } from '@blueprintjs/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A password box with a show/hide toggle. */
export function PasswordInput(props: Omit<InputGroupProps, 'type' | 'rightElement'>) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  const label = visible ? t('fields.hidePassword') : t('fields.showPassword');
  return (
    <InputGroup
      {...props}
      type={visible ? 'text' : 'password'}
      rightElement={
        <Button
          variant="minimal"
          icon={visible ? <EyeOffIcon /> : <EyeOpenIcon />}
          aria-label={label}
          title={label}
          disabled={props.disabled}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
