import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '@/shared/lib/analytics';
import { toast } from '@/shared/ui/toast';
import { checkAttachment, formatFileSize } from '../lib/attachment';

export type AttachmentStatus = 'none' | 'accepted' | 'too-large';

export interface Attachment {
  file: File | null;
  status: AttachmentStatus;
  inputRef: React.RefObject<HTMLInputElement | null>;
  choose(file: File | null): void;
  clear(): void;
}

/**
 * The optional attachment: none, accepted, or too large (kept and flagged so the form can
 * say why it will not send). A wrong type is refused at once.
 */
export function useAttachment(): Attachment {
  const { t } = useTranslation('contact');
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [status, setStatus] = useState<AttachmentStatus>('none');

  const clear = useCallback(() => {
    setFile(null);
    setStatus('none');
    // The picker keeps its own value: reset it so choosing the same file again fires a change.
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const choose = useCallback(
    (chosen: File | null) => {
      if (!chosen) return clear();
      const check = checkAttachment(chosen);
      track('file_upload', { form: 'contact', file_type: chosen.name.split('.').pop(), size: chosen.size, check });
      if (check === 'wrong-type') {
        clear();
        toast.error({ title: t('toast.wrongTypeTitle'), description: t('toast.wrongTypeBody') });
        return;
      }
      setFile(chosen);
      setStatus(check);
      if (check === 'too-large') {
        toast.error({
          title: t('toast.fileTooLargeTitle'),
          description: t('toast.fileTooLargeBody', { size: formatFileSize(chosen.size) }),
        });
      }
    },
    [clear, t],
  );

  return { file, status, inputRef, choose, clear };
}
