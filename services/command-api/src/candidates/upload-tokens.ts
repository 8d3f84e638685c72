import { IllegalStateError } from '@tb/domain';
import { type BlobRef, openJson, type SubjectKeyStore, sealJson } from '@tb/platform';

const SUBJECT = 'system:candidate-upload-links';
const LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * An uploaded file waits for the admin's review before a candidate exists. The answer carries its blob
 * reference sealed with a server key, so save-candidate can trust the reference it gets back without a
 * table of pending uploads, and a client cannot point a candidate at someone else's file.
 */
export async function linkFor(keys: SubjectKeyStore, ref: BlobRef, now: Date): Promise<string> {
  const key = await keys.obtain(SUBJECT);
  return `upload:${sealJson({ ref, expires: now.getTime() + LIFETIME_MS }, key, SUBJECT)}`;
}

const expired = () =>
  new IllegalStateError({
    en: 'The uploaded file has expired. Please upload it again.',
    zh: '上传的文件已失效，请重新上传。',
  });

export const isUploadLink = (value: string | undefined): value is string => !!value?.startsWith('upload:');

export async function refFromLink(keys: SubjectKeyStore, link: string, now: Date): Promise<BlobRef> {
  const key = await keys.obtain(SUBJECT);
  let opened: unknown;
  try {
    opened = openJson(link.slice('upload:'.length), key, SUBJECT);
  } catch {
    throw expired();
  }
  if (!isLinkBody(opened) || opened.expires < now.getTime()) throw expired();
  return opened.ref;
}

function isLinkBody(value: unknown): value is { ref: BlobRef; expires: number } {
  if (typeof value !== 'object' || value === null || !('ref' in value) || !('expires' in value)) return false;
  const { ref, expires } = value;
  return (
    typeof expires === 'number' &&
    typeof ref === 'object' &&
    ref !== null &&
    'id' in ref &&
    typeof ref.id === 'string' &&
    'fileName' in ref &&
    typeof ref.fileName === 'string'
  );
}
