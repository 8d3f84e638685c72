import { Button } from '@blueprintjs/core';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextContent } from '@/shared/ui/rich-text/rich-text-content';

/** The folded height (project-admin.css): a description taller than this fades out with 'Show more' under it. */
const FOLDED_PX = 160;

/** A managed project's description, folded when long so the list stays scannable, unfolded on request. */
export function FoldedDescription({ html }: { html: string }) {
  const { t } = useTranslation('projectAdmin');
  const box = useRef<HTMLDivElement>(null);
  const [long, setLong] = useState(false);
  const [open, setOpen] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again whenever the description changes
  useLayoutEffect(() => {
    const height = box.current?.firstElementChild?.scrollHeight ?? 0;
    setLong(height > FOLDED_PX);
  }, [html]);
  const folded = long && !open;
  return (
    <div ref={box}>
      <RichTextContent
        html={html}
        className={`tb-project-list__description${folded ? ' tb-project-list__description--folded' : ''}`}
      />
      {long && (
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          className="tb-project-list__more"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          text={open ? t('management.showLess') : t('management.showMore')}
        />
      )}
    </div>
  );
}
