import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, eighteenth round: our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('eighteenth round: Swift counts only in a list or beside a language cue', () => {
  it('is not read from a team’s or a product’s name in prose', () => {
    expect(english('Won second place at a weekend hackathon with the team "Swift Otters".')).not.toContain('Swift');
  });
  it('is kept in a list of skills', () => {
    expect(english('Languages: Swift, Kotlin, TypeScript')).toContain('Swift');
  });
});

describe('eighteenth round: dictionary entries', () => {
  it('Realm, the mobile database, by its exact name only', () => {
    expect(english('iOS: SwiftUI, Core Data, Realm')).toContain('Realm');
    expect(english('Curious about everything in the realm of compilers.')).not.toContain('Realm');
  });
  it('Developer Relations as written out, and DevRel', () => {
    expect(english('Moved from backend work into developer relations in 2021.')).toContain('Developer Relations');
    expect(english('Focus: DevRel, SDK docs, sample apps')).toContain('Developer Relations');
  });
});
