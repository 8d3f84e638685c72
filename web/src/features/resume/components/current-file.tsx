import { AnchorButton } from '@blueprintjs/core';
import { DocumentIcon, ShareIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { displayFileName } from '../lib/display-file-name';

/** The stored file's name and a View button that opens it in a new window (the server sends it inline). */
export function CurrentFile(props: { label: string; none: string; fileName: string | null | undefined; href: string }) {
  const { t } = useTranslation('resume');
  return (
    <div className="tb-file-current">
      <DocumentIcon className="tb-file-current__icon" size={20} />
      <div className="tb-file-current__text">
        <span className="tb-file-current__label">{props.label}</span>
        {props.fileName ? (
          <span className="tb-file-current__name" data-testid="current-file-name">
            {displayFileName(props.fileName)}
          </span>
        ) : (
          <span className="tb-file-current__none">{props.none}</span>
        )}
      </div>
      {props.fileName && (
        <AnchorButton
          href={props.href}
          target="_blank"
          rel="noopener noreferrer"
          variant="outlined"
          endIcon={<ShareIcon />}
          title={t('viewHint')}
          text={t('view')}
        />
      )}
    </div>
  );
}
