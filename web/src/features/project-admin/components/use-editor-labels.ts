import { useTranslation } from 'react-i18next';
import type { RichTextLabels } from '@/shared/ui/rich-text/labels';

/** The rich-text toolbar's words in the current language. */
export function useEditorLabels(): RichTextLabels {
  const { t } = useTranslation('projectAdmin');
  return {
    heading1: t('editor.heading1'),
    heading2: t('editor.heading2'),
    heading3: t('editor.heading3'),
    bold: t('editor.bold'),
    italic: t('editor.italic'),
    underline: t('editor.underline'),
    numberedList: t('editor.numberedList'),
    bulletedList: t('editor.bulletedList'),
    link: t('editor.link'),
    linkAddress: t('editor.linkAddress'),
    applyLink: t('editor.applyLink'),
    removeLink: t('editor.removeLink'),
  };
}
