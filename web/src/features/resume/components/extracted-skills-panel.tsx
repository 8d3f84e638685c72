import { Button, Callout, FormGroup, H4, TextArea } from '@blueprintjs/core';
import { TagIcon } from '@blueprintjs/icons';
import type { ExtractedSkillsView, ResumeUploadAnswer } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/shared/lib/api-client';
import { toast } from '@/shared/ui/toast';
import { useAddSkills } from '../api/add-skills';

interface Props {
  skills: ExtractedSkillsView;
  /**
   * The upload answer's warnings: `unreadableText` when the file's text layer is garbage or almost empty,
   * `skillsNotRead` when reading it failed (over its time budget, damaged…) and `readError` says why.
   */
  warnings?: ResumeUploadAnswer['warnings'];
  readError?: ResumeUploadAnswer['readError'];
  onDone(): void;
}

/**
 * The skills found in the uploaded resume, editable, pending until 'Add to my skills' appends them to the
 * profile's tags (the server merges without duplicates).
 */
export function ExtractedSkillsPanel({ skills, warnings, readError, onDone }: Props) {
  const { t } = useTranslation('resume');
  const [tagsChinese, setChinese] = useState(skills.tagsChinese);
  const [tagsEnglish, setEnglish] = useState(skills.tagsEnglish);
  const add = useAddSkills();
  const empty = !tagsChinese.trim() && !tagsEnglish.trim();
  const onAdd = () =>
    add.mutate(
      { tagsChinese, tagsEnglish },
      {
        onSuccess: () => {
          toast.success({ title: t('skills.addedTitle'), description: t('skills.addedBody') });
          onDone();
        },
        onError: (error) =>
          toast.error({ title: t('skills.addFailed'), description: errorMessage(error, '') || undefined }),
      },
    );
  return (
    <section className="tb-skills-panel" aria-labelledby="extracted-skills-title">
      <H4 id="extracted-skills-title" className="tb-skills-panel__title">
        <TagIcon /> {t('skills.title')}
      </H4>
      <p className="tb-skills-panel__hint">{t('skills.hint')}</p>
      {warnings?.includes('skillsNotRead') ? (
        // The resume is stored, but reading it stopped: said with the server's reason, in the page's language.
        <Callout intent="warning" className="tb-skills-panel__not-read">
          {t('skills.notRead', { reason: readError ?? '' }).trim()}
        </Callout>
      ) : warnings?.includes('unreadableText') ? (
        // Why nothing was found: the file's text could not be read, not a resume without skills.
        <Callout intent="warning" className="tb-skills-panel__unreadable">
          {t('skills.unreadableText')}
        </Callout>
      ) : (
        !skills.tagsChinese &&
        !skills.tagsEnglish && <Callout className="tb-skills-panel__none">{t('skills.none')}</Callout>
      )}
      <div className="tb-skills-panel__grid">
        <FormGroup label={t('skills.chinese')} labelFor="extracted-tags-zh">
          <TextArea
            id="extracted-tags-zh"
            fill
            rows={3}
            value={tagsChinese}
            onChange={(e) => setChinese(e.target.value)}
          />
        </FormGroup>
        <FormGroup label={t('skills.english')} labelFor="extracted-tags-en">
          <TextArea
            id="extracted-tags-en"
            fill
            rows={3}
            value={tagsEnglish}
            onChange={(e) => setEnglish(e.target.value)}
          />
        </FormGroup>
      </div>
      <div className="tb-skills-panel__actions">
        <Button variant="minimal" onClick={onDone} disabled={add.isPending}>
          {t('skills.dismiss')}
        </Button>
        <Button intent="success" onClick={onAdd} disabled={empty || add.isPending}>
          {add.isPending ? t('skills.adding') : t('skills.add')}
        </Button>
      </div>
    </section>
  );
}
