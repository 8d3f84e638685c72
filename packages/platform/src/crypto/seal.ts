import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM over JSON. The subject is the additional authenticated data, so a sealed value copied into
 * another subject's event does not open there.
 */
export function sealJson(value: unknown, key: Buffer, subject: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(subject, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url')}`;
}

export function openJson(sealed: string, key: Buffer, subject: string): unknown {
  const [version, payload] = sealed.split('.', 2);
  if (version !== VERSION || !payload) throw new Error('Unknown sealed format');
  const bytes = Buffer.from(payload, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(subject, 'utf8'));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

export const newDataKey = (): Buffer => randomBytes(32);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Event data with a `personal` part → the same data with that part replaced by `sealed`. */
export function sealPersonal(data: Record<string, unknown>, key: Buffer, subject: string): Record<string, unknown> {
  if (!isRecord(data.personal)) return data;
  const { personal, ...rest } = data;
  return { ...rest, sealed: sealJson(personal, key, subject) };
}

/** The reverse; with no key (the subject was erased) `personal` reads as null. */
export function openPersonal(
  data: Record<string, unknown>,
  key: Buffer | null,
  subject: string,
): Record<string, unknown> {
  if (typeof data.sealed !== 'string') return data;
  const { sealed, ...rest } = data;
  if (!key) return { ...rest, personal: null };
  const personal = openJson(sealed, key, subject);
  return { ...rest, personal: isRecord(personal) ? personal : null };
}

export const hasSealedPart = (data: Record<string, unknown>): boolean =>
  typeof data.sealed === 'string' || isRecord(data.personal);
