import { PROJECT_DOCUMENT_MAX_BYTES } from '@tb/contracts';

const EXTENSIONS = ['.pdf', '.doc', '.docx'];
const TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
];

export type DocumentProblem = 'wrongType' | 'tooLarge' | null;

/** The checks before an opening's document is sent; the server checks the content again. */
export function documentProblem(file: { name: string; type: string; size: number }): DocumentProblem {
  const name = file.name.toLowerCase();
  if (!TYPES.includes(file.type) && !EXTENSIONS.some((ext) => name.endsWith(ext))) return 'wrongType';
  if (file.size > PROJECT_DOCUMENT_MAX_BYTES) return 'tooLarge';
  return null;
}

export const DOCUMENT_ACCEPT = [...EXTENSIONS, ...TYPES].join(',');
