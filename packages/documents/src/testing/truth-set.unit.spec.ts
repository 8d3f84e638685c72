import { describe, expect, it } from 'vitest';
import type { ExtractedCandidate } from '../resume/extract-resume-fields.ts';
import {
  fieldVerdict,
  foldName,
  labelsByDictionary,
  sameName,
  scoreDocument,
  type TruthEntry,
  type TruthReport,
} from './truth-set.ts';

const entry = (skills: string[], optional: string[] = []): TruthEntry => ({
  language: 'en',
  name: null,
  email: [''],
  phone: '',
  degree: null,
  university: null,
  bachelor: null,
  master: null,
  phd: null,
  skills,
  skills_optional: optional,
});

describe("skill labels read through the dictionary's names", () => {
  it("reads a label that is one of a skill's names (any case, exact) as that skill's English name", () => {
    const read = labelsByDictionary(entry(['BDD', 'Amazon Redshift', 'knowledge graph', 'statsmodels'], ['TCP/IP']));
    expect(read.skills).toEqual(['Behavior-Driven Development', 'Redshift', 'Knowledge Graphs', 'Statsmodels']);
    expect(read.skills_optional).toEqual(['Networking']);
  });

  it('keeps other labels as written: no fuzzy matching, and the truth itself is not changed', () => {
    const truth = entry(['Redshif', 'Frobnicator Pro', 'Kubernetes']);
    expect(labelsByDictionary(truth).skills).toEqual(['Redshif', 'Frobnicator Pro', 'Kubernetes']);
    const bdd = entry(['BDD']);
    labelsByDictionary(bdd);
    expect(bdd.skills).toEqual(['BDD']);
  });

  it('counts the extractor’s tag as right against the label so read', () => {
    const report: TruthReport = { languages: {}, misses: [], times: [] };
    const got = { email: '', phone: '', tagsInEng: 'Behavior-Driven Development, Redshift' } as ExtractedCandidate;
    scoreDocument(report, 'a.pdf', labelsByDictionary(entry(['BDD', 'Amazon Redshift'])), got);
    expect(report.languages.en?.skills).toEqual({ truePositives: 2, falsePositives: 0, core: 2 });
  });
});

describe('gender compared as the product stores it', () => {
  it('reads a label 女 / 男 as Female / Male (the stored values), and still tells them apart', () => {
    const labelled = { ...entry([]), gender: '女' };
    expect(fieldVerdict('gender', labelled, { gender: 'Female' } as ExtractedCandidate)).toBe(true);
    expect(fieldVerdict('gender', labelled, { gender: 'Male' } as ExtractedCandidate)).toBe(false);
    expect(fieldVerdict('gender', { ...labelled, gender: '男' }, { gender: 'Male' } as ExtractedCandidate)).toBe(true);
    expect(fieldVerdict('gender', { ...labelled, gender: 'Female' }, { gender: 'Female' } as ExtractedCandidate)).toBe(
      true,
    );
  });
});

describe('dates and names compared by content, not by typography', () => {
  it('reads a birthday written with any separator as the same date, and still tells dates apart', () => {
    const labelled = { ...entry([]), birthday: '1995.07' };
    expect(fieldVerdict('birthday', labelled, { birthday: '1995-07' } as ExtractedCandidate)).toBe(true);
    expect(
      fieldVerdict('birthday', { ...labelled, birthday: '1996/3/27' }, {
        birthday: '1996-03-27',
      } as ExtractedCandidate),
    ).toBe(true);
    expect(fieldVerdict('birthday', labelled, { birthday: '1995-08' } as ExtractedCandidate)).toBe(false);
    expect(fieldVerdict('birthday', labelled, { birthday: '1995-07-01' } as ExtractedCandidate)).toBe(false);
    expect(fieldVerdict('birthday', labelled, { birthday: '' } as ExtractedCandidate)).toBe(false);
  });

  it('drops every punctuation mark from names, so a typographic apostrophe is a typed one', () => {
    const labelled = { ...entry([]), name: 'Jean-Baptiste N’Diaye' };
    expect(fieldVerdict('name', labelled, { name: "Jean-Baptiste N'Diaye" } as ExtractedCandidate)).toBe(true);
    expect(fieldVerdict('name', labelled, { name: 'Jean-Baptiste Ndiaye' } as ExtractedCandidate)).toBe(true);
    expect(fieldVerdict('name', labelled, { name: 'Jean-Baptiste' } as ExtractedCandidate)).toBe(false);
  });
});

describe('Latin-script names compared as the same words in any order (since round 14)', () => {
  const named = (name: string) => ({ ...entry([]), name });
  const got = (name: string) => ({ name }) as ExtractedCandidate;

  it('reads a family name written first as the same name as the given name first, either way round', () => {
    expect(fieldVerdict('name', named('SZABÓ Eszter'), got('Eszter Szabó'))).toBe(true);
    expect(fieldVerdict('name', named('Eszter Szabó'), got('SZABÓ Eszter'))).toBe(true);
    expect(fieldVerdict('name', named('Lee Min-jun'), got('Min-jun LEE'))).toBe(true);
  });

  it('still needs every word: a word more, a word less or another word is another name', () => {
    expect(fieldVerdict('name', named('SZABÓ Eszter'), got('Eszter'))).toBe(false);
    expect(fieldVerdict('name', named('SZABÓ Eszter'), got('Eszter Szabó Kovács'))).toBe(false);
    expect(fieldVerdict('name', named('SZABÓ Eszter'), got('Eszter Szabo'))).toBe(false);
  });

  it('keeps a name in Han characters exact: its order is part of it', () => {
    expect(fieldVerdict('name', named('王 芳'), got('王芳'))).toBe(true);
    expect(fieldVerdict('name', named('王 芳'), got('芳 王'))).toBe(false);
  });
});

describe('names compared as the scoring rules say: NFKC, any case, no spaces or punctuation', () => {
  it('reads a Turkish dotted capital İ as the capital of i', () => {
    expect(foldName('ÇELİK')).toBe(foldName('Çelik'));
    expect(sameName('Elif Çelik', 'Elif ÇELİK')).toBe(true);
    expect(sameName('İlkay Gündoğan', 'ilkay gündoğan')).toBe(true);
  });

  it('keeps other marks: a dotless ı is not i, and an accent is not its plain letter', () => {
    expect(sameName('Işık Kaya', 'Isik Kaya')).toBe(false);
    expect(sameName('Zoë Adams', 'Zoe Adams')).toBe(false);
  });
});
