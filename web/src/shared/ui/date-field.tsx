import { Button, InputGroup } from '@blueprintjs/core';
import { CalendarIcon } from '@blueprintjs/icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@/shared/i18n/language';
import { dateText, parseDateText } from '@/shared/lib/local-date-text';
import './date-field.css';

interface DateFieldProps {
  id: string;
  /** YYYY-MM-DD, or '' for no date. */
  value: string;
  onChange(value: string): void;
}

/**
 * A date box in the page's language (11/26/2026 in English, 2026/11/26 in Chinese) where the browser's own date
 * box would follow the browser's language. The calendar button opens the browser's picker for the same value.
 */
export function DateField({ id, value, onChange }: DateFieldProps) {
  const { t, i18n } = useTranslation('common');
  const language = parseLanguage(i18n.language) ?? 'en';
  const [text, setText] = useState(() => dateText(value, language));
  const picker = useRef<HTMLInputElement>(null);
  // A value set from outside (a pre-filled form, the picker) or another language shows as typed.
  useEffect(() => setText(dateText(value, language)), [value, language]);
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
        placeholder={t('date.placeholder')}
        intent={parseDateText(text, language) === null ? 'danger' : 'none'}
        onChange={(e) => {
          const typed = e.currentTarget.value;
          setText(typed);
          const parsed = parseDateText(typed, language);
          if (parsed !== null) onChange(parsed);
        }}
        onBlur={() => setText(dateText(value, language))}
        rightElement={<Button variant="minimal" icon={<CalendarIcon />} aria-label={t('date.pick')} onClick={open} />}
      />
      <input
        ref={picker}
        type="date"
        className="tb-date-field__picker"
        tabIndex={-1}
        aria-hidden="true"
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    </span>
  );
}
