import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-second round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-second round: dictionary-round32.ts', () => {
  it('Argilla, an annotation tool for model evaluation', () => {
    expect(english('Collected 3,000 preference labels from reviewers in Argilla.')).toContain('Argilla');
  });
  it('UmiJS, also written Umi, with exact case only', () => {
    expect(english('用 Umi 搭建管理后台，配合 Ant Design Pro')).toContain('UmiJS');
    expect(english('Frontend: React, UmiJS, Less')).toContain('UmiJS');
    expect(english('Weekend trip to umi no hi beach')).not.toContain('UmiJS');
  });
  it('credit risk modelling, both spellings, and its Chinese name', () => {
    expect(english('Owned credit risk modelling for SME loans (PD, LGD).')).toContain('Credit Risk Modeling');
    expect(extractSkills('负责小微贷款的信用风险建模').tagsChinese.split(', ')).toContain('信用风险建模');
  });
  it('Google Cloud Storage by its product name in capitals only', () => {
    expect(english('Landed raw events in Cloud Storage, then BigQuery.')).toContain('Google Cloud Storage');
    expect(english('Synced photos to cloud storage for the family.')).not.toContain('Google Cloud Storage');
  });
});
