import { looksLikeZipBomb } from '@tb/documents';
import { ValidationError } from '@tb/domain';

/** A DOCX or ZIP read whole is refused when its entries declare a decompression bomb (nothing is inflated). */
export function refuseZipBomb(bytes: Uint8Array, type: string): void {
  if ((type === 'docx' || type === 'zip') && looksLikeZipBomb(bytes)) throw new ValidationError('common.zipBomb');
}
