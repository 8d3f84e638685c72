import { describe, expect, it } from 'vitest';
import {
  agreementPrecision,
  agreementRecall,
  consensusTruth,
  labellerAgreement,
  type SecondLabel,
} from './labeller-agreement.ts';
import type { TruthEntry } from './truth-set.ts';

const first = (over: Partial<TruthEntry>): TruthEntry => ({
  language: 'en',
  name: 'Maria Lopez',
  email: [],
  phone: '',
  degree: 'Master',
  university: ['University of Toronto', 'U of T'],
  bachelor: null,
  master: null,
  phd: null,
  skills: [],
  skills_optional: [],
  ...over,
});

const second = (over: Partial<SecondLabel>): SecondLabel => ({
  skills: [],
  skills_optional: [],
  name: 'Maria Lopez',
  degree: 'Master',
  university: 'University of Toronto',
  ...over,
});

describe('agreement between two labellers of the same resumes', () => {
  it('scores the second labeller as the extractor is scored: core right, optional neutral, unlisted wrong', () => {
    const result = labellerAgreement(
      { 'a.pdf': first({ skills: ['Python', 'Docker', 'Terraform'], skills_optional: ['Bash'] }) },
      { 'a.pdf': second({ skills: ['Python', 'Bash', 'Rust'], skills_optional: ['Docker'] }) },
    );
    const en = result.en;
    expect(en?.secondAgainstFirst).toEqual({ agreed: 1, optional: 1, unlisted: 1, referenceCore: 3 });
    expect(agreementPrecision(en?.secondAgainstFirst ?? ({} as never))).toBe(0.5);
    expect(agreementRecall(en?.secondAgainstFirst ?? ({} as never))).toBeCloseTo(1 / 3);
    // The other way round: Docker is optional for the second, Terraform unlisted.
    expect(en?.firstAgainstSecond).toEqual({ agreed: 1, optional: 1, unlisted: 1, referenceCore: 3 });
  });

  it("reads both labellers' skills through the dictionary's names, so two spellings of one skill agree", () => {
    const result = labellerAgreement(
      { 'a.pdf': first({ skills: ['Amazon Redshift', 'BDD'] }) },
      { 'a.pdf': second({ skills: ['Redshift', 'Behavior-Driven Development'] }) },
    );
    expect(result.en?.secondAgainstFirst).toEqual({ agreed: 2, optional: 0, unlisted: 0, referenceCore: 2 });
  });

  it('compares names by the scoring rule and education by degree and an accepted school', () => {
    const result = labellerAgreement(
      {
        'a.pdf': first({}),
        'b.pdf': first({ name: 'NAKAMURA Kenji', degree: 'PhD', university: ['ETH Zürich'] }),
        'c.docx': first({ language: 'zh', name: '陈家豪', degree: 'Bachelor', university: ['香港大学'] }),
        'd.pdf': first({ university: ['Delft University of Technology', 'TU Delft'] }),
        'e.pdf': first({ university: ['Delft University of Technology'] }),
      },
      {
        'a.pdf': second({ university: 'U of T' }),
        'b.pdf': second({ name: 'Kenji Nakamura', degree: 'Master', university: 'ETH Zurich' }),
        'c.docx': second({ name: 'Kelvin Chan', degree: 'Bachelor', university: '香港大学' }),
        // A second labeller may list the accepted names too: any name both accept is the same school.
        'd.pdf': second({ university: ['TU Delft', 'Technische Universiteit Delft'] }),
        'e.pdf': second({ university: ['TU Eindhoven'] }),
      },
    );
    expect(result.en?.names).toEqual({ same: 4, compared: 4 });
    expect(result.en?.education).toEqual({ same: 2, compared: 4 });
    expect(result.zh?.names).toEqual({ same: 0, compared: 1 });
    expect(result.zh?.education).toEqual({ same: 1, compared: 1 });
  });

  it('skips documents only one labeller labelled', () => {
    const result = labellerAgreement({ 'a.pdf': first({ skills: ['Python'] }) }, {});
    expect(result.en).toBeUndefined();
  });
});

describe('the labels both labellers support', () => {
  it('keeps as core only what both call core, and makes every other skill either lists optional', () => {
    const truth = consensusTruth(
      { 'a.pdf': first({ skills: ['Python', 'Docker', 'Amazon Redshift'], skills_optional: ['Bash'] }) },
      { 'a.pdf': second({ skills: ['Python', 'Redshift', 'Rust'], skills_optional: ['Docker', 'Go'] }) },
    );
    // Two spellings of one skill agree: both are read through the dictionary's names.
    expect(truth['a.pdf']?.skills).toEqual(['Python', 'Redshift']);
    expect([...(truth['a.pdf']?.skills_optional ?? [])].sort()).toEqual(['Bash', 'Docker', 'Go', 'Rust']);
    // Fields other than skills stay the first labeller's.
    expect(truth['a.pdf']?.university).toEqual(['University of Toronto', 'U of T']);
  });

  it('leaves out documents the second labeller did not label', () => {
    expect(consensusTruth({ 'a.pdf': first({ skills: ['Python'] }) }, {})).toEqual({});
  });
});
