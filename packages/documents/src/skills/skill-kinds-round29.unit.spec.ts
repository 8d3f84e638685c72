import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-ninth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-ninth round: dictionary entries', () => {
  it('a message broker and a speech model named by their projects', () => {
    const tags = english('Events flow through NATS between the billing services; ASR fine-tuned from Paraformer.');
    expect(tags).toContain('NATS');
    expect(tags).toContain('Paraformer');
  });
  it('nats in lower case is the unit of information, no tag', () => {
    expect(english('The entropy of the source is 2.3 nats per symbol.')).not.toContain('NATS');
  });
});
