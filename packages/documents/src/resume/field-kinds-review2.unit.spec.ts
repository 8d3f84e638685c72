import { describe, expect, it } from 'vitest';
import { layoutPageText } from '../text/pdf-layout.mjs';

// Issue 23, second outside review of round 50 (fields): each of the reviewer's sentences, pinned.

describe('review 2: lone modifier letters in a PDF line are read in one pass', () => {
  const viewport = { convertToViewportPoint: (x: number, y: number) => [x, 800 - y] };
  const item = (str: string, x: number, width: number) => ({ str, width, transform: [9, 0, 0, 9, x, 700] });
  /** One run "ab ab … ab" of `words` words and a lone ʻ drawn over each of its spaces, at the space's left edge. */
  const okinaOverEverySpace = (words: number) => {
    const host = Array.from({ length: words }, () => 'ab').join(' ');
    const width = host.length * 4.5;
    const ems = words * 1.0 + (words - 1) * 0.27; // the layout's rough widths: a and b 0.5 em, a space 0.27 em
    const okinas = Array.from({ length: words - 1 }, (_, i) => item('ʻ', 50 + (width * (i * 1.27 + 1)) / ems, 3));
    return [item(host, 50, width), ...okinas];
  };

  it('places the first sixteen of a line, each in its own space, and leaves the rest as items', () => {
    expect(layoutPageText({ items: okinaOverEverySpace(20) }, viewport)).toBe(`${'abʻ'.repeat(16)}ab ab ab abʻ ʻ ʻ`);
  });

  it('20,000 lone ʻ over one run complete (quadratic, this took minutes) and give the same text', () => {
    const words = 20_000;
    const rest = Array.from({ length: words - 1 - 16 }, () => 'ʻ').join(' ');
    const expected = `${'abʻ'.repeat(16)}${Array.from({ length: words - 16 }, () => 'ab').join(' ')}${rest}`;
    expect(layoutPageText({ items: okinaOverEverySpace(words) }, viewport)).toBe(expected);
  });

  it('a line of 200,000 word items joins in one pass (re-reading the line end per item was quadratic)', () => {
    const items = Array.from({ length: 200_000 }, (_, i) => item(i % 2 ? 'b ' : 'a', 50 + i * 10, 5));
    const text = layoutPageText({ items }, viewport);
    expect(text).toBe(Array.from({ length: 100_000 }, () => 'a b').join(' '));
  });
});
