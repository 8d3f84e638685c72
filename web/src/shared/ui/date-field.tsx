import { Button, InputGroup } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@/shared/i18n/language';
import { dateText, dateTimeText, parseDateText, parseDateTimeText } from '@/shared/lib/local-date-text';
import './date-field.css';

interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD (with `withTime`: the local YYYY-MM-DDTHH:mm:ss), or '' for no date. */
  value: string;
  onChange(value: string): void;
  /** A date and a time (11/26/2026 14:05:09, 2026/11/26 14:05:09); the picker chooses both. */
  withTime?: boolean;
}

/**
 * A date box in the page's language (11/26/2026 in English, 2026/11/26 in Chinese) where the browser's own date
 * box would follow the browser's language. The calendar button opens the browser's picker for the same value.
 */
export function DateField({ id, value, onChange, withTime = false }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = parseLanguage(i18n.language) ?? 'en';
  const [format, parse] = withTime ? [dateTimeText, parseDateTimeText] : [dateText, parseDateText];
  const [text, setText] = useState(() => format(value, language));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a pre-filled form, the picker) or another language shows as the reader writes it;
  // the text being typed stays while it means that value (11/26/2026 is already a time: midnight).
  useEffect(
    () => setText((typed) => (parse(typed, language) === value ? typed : format(value, language))),
    [value, language, format, parse],
  );
  const open = () => {
    try {
      picker.current?.showPicker();
    } catch {
      // A browser without showPicker (or one that refuses it here): the box still takes a typed date.
    }
  };
  return (
    <span className="tb-date-field">
      <InputGroup
        id={id}
        value={text}
        inputMode="numeric"
        placeholder={t(withTime ? 'date.placeholderTime' : 'date.placeholder')}
        intent={parse(text, language) === null ? 'danger' : 'none'}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          const parsed = parse(typed, language);
          if (parsed !== null) onChange(parsed);
        }}
        onBlur={() => setText(format(value, language))}
        rightElement={
          <Button
            variant="minimal"
            icon={<CalendarIcon />}
            aria-label={t(withTime ? 'date.pickTime' : 'date.pick')}
            onClick={open}
          />
        }
      />
      <input
        ref={picker}
        type={withTime ? 'datetime-local' : 'date'}
        step={withTime ? 1 : undefined}
        className="tb-date-field__picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </span>
  );
}
