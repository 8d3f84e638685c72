import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIXTURES } from './labelled-set.ts';
import type { TruthEntry } from './truth-set.ts';

/** The package's synthetic labelled resumes as a truth set, so the same scorer reads them (README rules). */
export function syntheticTruth(): { dir: string; truth: Record<string, TruthEntry> } {
  const dir = join(FIXTURES, 'resumes');
  const truth: Record<string, TruthEntry> = {};
  for (const f of readdirSync(dir).filter((name) => name.endsWith('.expected.json'))) {
    const label = JSON.parse(readFileSync(join(dir, f), 'utf8')) as {
      file: string;
      language: 'en' | 'zh';
      fields: Record<string, string>;
      tags: string[];
    };
    const x = label.fields;
    const school = (v: string | undefined) => v ?? '';
    truth[label.file] = {
      language: label.language,
      name: x.name || null,
      email: [x.email ?? ''],
      phone: (x.phone ?? '').replace(/\D/g, ''),
      degree: x.degree ?? '',
      university: school(x.university),
      bachelor: school(x.bachelor),
      master: school(x.master),
      phd: school(x.phd),
      birthday: x.birthday ?? '',
      gender: x.gender ?? '',
      github: x.github ?? '',
      skills: label.tags,
      skills_optional: [],
    };
  }
  return { dir, truth };
}
