import { SegmentedControl } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { parseLanguage } from '@/shared/i18n/language';
import { useLanguageStore } from '@/shared/i18n/language-store';
import { useChangeLanguage } from '@/shared/i18n/use-change-language';
import { track } from '@/shared/lib/analytics';

/** EN / 中: switches every screen, stores the choice and puts it in the address. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const changeLanguage = useChangeLanguage();
  return (
    <SegmentedControl
      className="tb-language-toggle"
      aria-label={t('language.label')}
      size="small"
      value={language}
      options={[
        { value: 'en', label: t('language.en') },
        { value: 'zh', label: t('language.zh') },
      ]}
      onValueChange={(value) => {
        const next = parseLanguage(value);
        if (!next || next === language) return;
        track('language_change', { language: next });
        changeLanguage(next);
      }}
    />
  );
}
