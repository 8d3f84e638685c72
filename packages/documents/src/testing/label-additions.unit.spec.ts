import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { skillIndex } from '../skills/skill-index.ts';
import { readLabelAdditions, readTruth, type TruthEntry, withLabelAdditions } from './truth-set.ts';

const fixtures = (path: string) => fileURLToPath(new URL(`../../fixtures/${path}`, import.meta.url));
const additions = readLabelAdditions(fixtures('label-additions.json'));

describe('label additions (fixtures/label-additions.json)', () => {
  it('name dictionary skills, each with a quote from the document', () => {
    const known = new Set(skillIndex().skills.map((s) => s.en));
    const entries = Object.values(additions).flatMap((files) => Object.values(files).flatMap(Object.entries));
    expect(entries.length).toBeGreaterThan(0);
    for (const [skill, quote] of entries) {
      expect(known.has(skill), skill).toBe(true);
      expect(quote.length, skill).toBeGreaterThan(5);
    }
  });

  it("name files of the first hold-out's truth", () => {
    const truth = readTruth(fixtures('holdout-real-shaped'));
    for (const file of Object.keys(additions['holdout-real-shaped'] ?? {})) expect(truth[file], file).toBeDefined();
  });

  it('count as core skills without changing the labels as written', () => {
    const entry = { language: 'en', skills: ['Git'], skills_optional: [] } as unknown as TruthEntry;
    const truth = { 'a.pdf': entry };
    const added = withLabelAdditions(truth, { 'a.pdf': { Git: 'again', Jira: 'Git, Jira' } });
    expect(added['a.pdf']?.skills).toEqual(['Git', 'Jira']);
    expect(truth['a.pdf'].skills).toEqual(['Git']);
  });
});
