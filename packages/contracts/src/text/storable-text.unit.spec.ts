import { describe, expect, it } from 'vitest';
import { profileUpdateBody } from '../auth/schemas.ts';
import { saveCandidateBody, updateCandidateBody } from '../candidates/requests.ts';
import { cleanText, findUnstorable, isStorable, mapStrings, storableText, textProblem } from './storable-text.ts';

const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';
const PAIR = '\uD83D\uDE00'; // 😀
const RLO = '\u202E';

describe('the rule for typed text', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['a lone high surrogate', `a${LONE_HIGH}`],
    ['a lone low surrogate', `${LONE_LOW}b`],
    ['a low before a high', `${LONE_LOW}${LONE_HIGH}`],
    ['U+FFFF', 'a\uFFFF'],
    ['U+FFFE', '\uFFFEa'],
    ['escape', 'a\u001B[31m'],
    ['a C1 control (NEL)', 'a\u0085b'],
    ['a C1 control (CSI)', 'a\u009B31m'],
    ['a noncharacter U+FDD0', 'a\uFDD0'],
    ['a noncharacter U+FDEF', '\uFDEFa'],
    ['a noncharacter U+1FFFF', 'a\u{1FFFF}'],
  ])('refuses %s in every field', (_, value) => {
    expect(textProblem(value, 'prose')).toBe('common.unstorableText');
    expect(textProblem(value, 'line')).toBe('common.unstorableText');
  });

  it('accepts pairs, Chinese, tabs and line breaks', () => {
    expect(textProblem(`张伟 ${PAIR}\tline\r\nnext`, 'prose')).toBeNull();
    expect(textProblem(`张伟 ${PAIR}`, 'line')).toBeNull();
  });

  it('refuses direction overrides and marks in single-line fields only', () => {
    expect(textProblem(`cv${RLO}fdp.exe`, 'line')).toBe('common.directionCharacters');
    expect(textProblem(`שלום ${RLO}abc`, 'prose')).toBeNull();
    // The marks (RLM, LRM, ALM) move the neutral characters around them too: 'Ann' + RLM + '(gpj.exe' in a name.
    for (const mark of ['\u200F', '\u200E', '\u061C']) {
      expect(textProblem(`Ann${mark}(gpj.exe`, 'line')).toBe('common.directionCharacters');
      expect(textProblem(`שלום${mark} abc`, 'prose')).toBeNull();
    }
  });

  it('refuses characters that show nothing, and line separators, in single-line fields only', () => {
    for (const invisible of ['\u200B', '\u2060', '\uFEFF', '\u3164', '\uFFA0', '\u115F', '\u1160', '\u2028']) {
      expect(textProblem(`admin${invisible}`, 'line'), JSON.stringify(invisible)).toBe('common.notOneLine');
      expect(textProblem(`admin${invisible}`, 'prose')).toBeNull();
    }
    // Joiners shape Persian, Indic scripts and emoji sequences.
    expect(textProblem('می\u200Cخواهم', 'line')).toBeNull();
    expect(textProblem('👩\u200D💻', 'line')).toBeNull();
  });

  it('is the message of the contracts that reach events', () => {
    const refused = saveCandidateBody.safeParse({ name: 'x\u0000y' });
    expect(refused.error?.issues[0]?.message).toBe('common.unstorableText');
    const comment = updateCandidateBody.safeParse({ interviewComments: 'ok\u0000' });
    expect(comment.error?.issues[0]?.message).toBe('common.unstorableText');
    const bio = profileUpdateBody.safeParse({ firstName: 'A', lastName: 'B', bio: `x${LONE_HIGH}` });
    expect(bio.error?.issues[0]?.message).toBe('common.unstorableText');
    expect(saveCandidateBody.safeParse({ name: `a${RLO}b` }).error?.issues[0]?.message).toBe(
      'common.directionCharacters',
    );
  });
});

describe('cleaning text nobody typed here', () => {
  it('removes what typed text refuses, and keeps the rest', () => {
    expect(cleanText(`a\u0000b\u0007c\uFFFF${PAIR}\n`, 'prose')).toBe(`abc${PAIR}\n`);
    expect(cleanText(`x${LONE_HIGH}y`, 'prose')).toBe('x\uFFFDy');
    expect(cleanText(`cv${RLO}fdp.exe`, 'line')).toBe('cvfdp.exe');
    expect(cleanText('Re:\u200F offer\u200B\u2028letter', 'line')).toBe('Re: offer letter');
    expect(cleanText(`שלום ${RLO}abc`, 'prose')).toBe(`שלום ${RLO}abc`);
    const clean = 'nothing to do';
    expect(cleanText(clean, 'line')).toBe(clean);
  });

  it('leaves typed text that passes the rule unchanged', () => {
    for (const value of ['张伟', `a${PAIR}b`, 'tab\there']) {
      expect(textProblem(value, 'line')).toBeNull();
      expect(cleanText(value, 'line')).toBe(value);
    }
  });

  it('keeps stored values but for what PostgreSQL cannot store', () => {
    expect(storableText(`a\u0000b${LONE_LOW}\u0007`)).toBe('ab\uFFFD\u0007');
    expect(isStorable('a\u0007\uFFFF')).toBe(true);
    expect(isStorable('a\u0000')).toBe(false);
  });

  it('maps every string of event data, keys included, and names the first unstorable one', () => {
    const data = { name: 'x\u0000y', tags: ['ok', `b${LONE_HIGH}`], nested: { 'k\u0000': 1 }, n: 3, at: null };
    expect(findUnstorable(data)).toBe('name');
    expect(findUnstorable({ tags: ['ok', `b${LONE_HIGH}`] })).toBe('tags[1]');
    expect(mapStrings(data, storableText)).toEqual({
      name: 'xy',
      tags: ['ok', 'b\uFFFD'],
      nested: { k: 1 },
      n: 3,
      at: null,
    });
    const untouched = { a: 'fine', b: [1, 'two'] };
    expect(mapStrings(untouched, storableText)).toBe(untouched);
  });

  it('takes linear time on a megabyte', () => {
    const big = `${'a\u0000'.repeat(250_000)}${LONE_HIGH}`.repeat(2);
    const started = performance.now();
    cleanText(big, 'line');
    textProblem(big, 'line');
    storableText(big);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
