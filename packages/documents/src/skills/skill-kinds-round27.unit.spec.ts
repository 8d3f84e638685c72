import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-seventh round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-seventh round: dictionary entries', () => {
  it('kernel, model, mobile, security and big-data tools', () => {
    const tags = english(
      'Lowered attention graphs through torch-mlir and hand-tuned PTX for the softmax kernel; swapped in xFormers.\nPretrained HuBERT on call-centre audio; personalised an image model with DreamBooth and IP-Adapter.\nForecast weekly sales with DeepAR and a Temporal Fusion Transformer.\nStack: HealthKit, Ktor, SQLDelight, GuardDuty, CloudTrail, Falco, YARN',
    );
    for (const skill of [
      'torch-mlir',
      'PTX',
      'xFormers',
      'HuBERT',
      'DreamBooth',
      'IP-Adapter',
      'DeepAR',
      'Temporal Fusion Transformer',
      'HealthKit',
      'Ktor',
      'SQLDelight',
      'Amazon GuardDuty',
      'AWS CloudTrail',
      'Falco',
      'YARN',
    ])
      expect(tags).toContain(skill);
    // The longer names take their span.
    expect(tags).not.toContain('MLIR');
    expect(tags).not.toContain('Transformer');
  });
  it('ordinary words stay ordinary', () => {
    expect(english('Installed packages with yarn, then met Marco Falco for lunch.')).not.toEqual(
      expect.arrayContaining(['YARN']),
    );
    expect(english('Installed packages with yarn, then met Marco Falco for lunch.')).not.toContain('Falco');
  });
});
