import { looksLikeZipBomb } from '@tb/documents';
import { type Bilingual, ValidationError } from '@tb/domain';

export const ZIP_BOMB: Bilingual = {
  en: 'This file expands to far more than a document can be. Please upload a different file.',
  zh: '该文件解压后远超正常文档大小，请上传其他文件。',
};

/** A DOCX or ZIP read whole is refused when its entries declare a decompression bomb (nothing is inflated). */
export function refuseZipBomb(bytes: Uint8Array, type: string): void {
  if ((type === 'docx' || type === 'zip') && looksLikeZipBomb(bytes)) throw new ValidationError(ZIP_BOMB);
}
