// Reading order for one PDF page from positioned text items. pdf.js hands items over in drawing order,
// which for two-column resumes often interleaves the sidebar and the main column line by line. Here the
// items are grouped into lines, a vertical gutter is looked for, and a two-column region is read left
// column first, then right column; full-width lines (a header, a summary) stay where they are.

const DATEISH = /^[\s\d.\-–—~/()年月日至今]*(?:present|now|current|today|至今)?[\s\d.\-–—~/()年月日]*$/i;
const MONTHS = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?/gi;

const isDateish = (text) => text.length <= 40 && /\d{4}/.test(text) && DATEISH.test(text.replace(MONTHS, ''));

/** @param {{ items: unknown[] }} content @param {{ convertToViewportPoint(x: number, y: number): number[] }} viewport */
export function layoutPageText(content, viewport) {
  const items = [];
  const rotated = [];
  for (const item of content.items) {
    if (typeof item.str !== 'string' || item.str.trim() === '') continue;
    const [a, b, c, d, e, f] = item.transform;
    const size = Math.hypot(c, d) || item.height || 10;
    // Rotated text (margins, page labels) stays out of the reading order; only headline-sized runs are kept.
    if (Math.abs(b) > Math.abs(a) && Math.abs(c) > Math.abs(d)) {
      rotated.push({ str: item.str.trim(), size });
      continue;
    }
    const [x, y] = viewport.convertToViewportPoint(e, f);
    items.push({ str: withoutLetterSpacing(item.str), x, y, w: item.width || 0, size });
  }
  const band = headlineRuns(rotated, items);
  if (items.length === 0) return band.join('\n');
  const lines = groupLines(items);
  const gutter = findGutter(lines);
  const body = gutter ? columnText(lines, gutter) : lines.map(joinLine).join('\n');
  return band.length > 0 ? `${band.join('\n')}\n${body}` : body;
}

/**
 * "A R O H A", " ", "T E", " ", "R A N G I": a letter-spaced word comes as one item, its letters set apart by single
 * spaces, and the word gaps as items of their own, which are dropped above (forty-sixth round). The letters are
 * joined, so the word reads as a word and the gap to the next item stays a word gap ("AROHA TE RANGI", as pdftotext
 * reads it). Latin letters only, each alone between single spaces, two letters at least.
 */
const LATIN_LETTERS_SPACED_ITEM = /^\s*\p{Script=Latin}{1,2}(?: \p{Script=Latin}{1,2})+\s*$/u;
function withoutLetterSpacing(str) {
  if (!LATIN_LETTERS_SPACED_ITEM.test(str)) return str;
  // "TA L K S": a kerned pair the text layer left together, among single letters. Pairs alone ("AI ML CV") are words.
  const groups = str.trim().split(' ');
  const pairs = groups.filter((group) => group.length === 2).length;
  return pairs === 0 || (pairs === 1 && groups.length >= 4) ? str.replace(/(?<=\S) (?=\S)/gu, '') : str;
}

/** A rotated run at least this large (points) and well above the body text is a headline, not a margin note. */
const HEADLINE_SIZE = 14;

/**
 * Resume builders (Reactive Resume, some Chinese sidebars) print the name rotated along a coloured band: such a
 * run is read first, as the page's header would be. Small rotated text (an arXiv margin, a page label) is not.
 */
function headlineRuns(rotated, items) {
  if (rotated.length === 0) return [];
  const sizes = items.map((it) => it.size).sort((x, y) => x - y);
  const body = sizes[Math.floor(sizes.length / 2)] ?? 10;
  return rotated.filter((run) => run.size >= HEADLINE_SIZE && run.size >= body * 1.6).map((run) => run.str);
}

function columnText(lines, gutter) {
  const out = [];
  let left = [];
  let right = [];
  const flush = () => {
    out.push(...left.map(joinLine), ...right.map(joinLine));
    left = [];
    right = [];
  };
  for (const line of lines) {
    if (line.items.some((it) => crosses(it, gutter))) {
      flush();
      out.push(joinLine(line));
      continue;
    }
    const l = line.items.filter((it) => it.x + it.w <= gutter.to);
    const r = line.items.filter((it) => it.x + it.w > gutter.to);
    if (l.length) left.push({ items: l });
    if (r.length) right.push({ items: r });
  }
  flush();
  return out.join('\n');
}

function groupLines(items) {
  const sorted = [...items].sort((p, q) => p.y - q.y || p.x - q.x);
  const lines = [];
  for (const it of sorted) {
    const line = lines[lines.length - 1];
    if (line && Math.abs(it.y - line.y) <= Math.max(2, 0.45 * Math.min(it.size, line.size))) {
      line.items.push(it);
    } else {
      lines.push({ y: it.y, size: it.size, items: [it] });
    }
  }
  for (const line of lines) {
    line.items.sort((p, q) => p.x - q.x);
    line.items = withOverlaidLetters(line.items);
  }
  return lines;
}

/** A lone modifier letter: the ʻokina of Hawaiʻi, a ʼ apostrophe drawn as a letter (\p{Lm}). */
const MODIFIER_LETTER = /^\p{Lm}$/u;

/** More lone modifier letters than a line of Hawaiian place names holds (Kaʻahumanu, Hawaiʻi, Oʻahu …). */
const OVERLAID_LETTERS_PER_LINE = 16;

/**
 * "University of Hawai i at Mānoa" then "ʻ": a font without the ʻokina leaves a space in the run and the glyph is
 * drawn over it from a fallback font as an item of its own, which sorts to the line's end (fiftieth round). A lone
 * modifier letter lying inside an earlier item's width takes the place of the space between two letters nearest its
 * position, the run's width shared among its characters by rough serif widths (an even share misplaces it beside
 * a narrow `i`).
 */
function withOverlaidLetters(items) {
  const kept = [];
  let tried = 0;
  for (const it of items) {
    // Each try scans the kept items and the host's text; bounded per line, the pass stays linear in the items
    // (an unbounded loop took 43 s on 10,000 lone ʻ in one host, review of round 50). Later ones stay items.
    const overlay = tried < OVERLAID_LETTERS_PER_LINE && MODIFIER_LETTER.test(it.str);
    if (overlay) tried++;
    const host = overlay ? kept.findLast((p) => it.x > p.x && it.x < p.x + p.w - 1) : undefined;
    const at = host ? gapAt(host.str, (it.x - host.x) / host.w) : -1;
    if (host && at >= 0) host.str = host.str.slice(0, at) + it.str + host.str.slice(at + 1);
    else kept.push(it);
  }
  return kept;
}

/**
 * Rough advance widths (em) of a serif face; enough to place a glyph within a character or two. A modifier letter
 * counts as wide as the space it replaces, so placing one does not shift the later gaps of the same run.
 */
const charWidth = (ch) =>
  /[ijl.,:;!|'I \p{Lm}]/u.test(ch)
    ? 0.27
    : /[ftr()\-/]/.test(ch)
      ? 0.33
      : /[mw]/.test(ch)
        ? 0.75
        : /[MW—]/.test(ch)
          ? 0.95
          : /\p{Lu}/u.test(ch)
            ? 0.67
            : 0.5;

/** The index of the space between two letters whose left edge lies nearest `share` of the run's width; -1 if none. */
function gapAt(str, share) {
  const chars = [...str];
  const total = chars.reduce((sum, ch) => sum + charWidth(ch), 0);
  let best = -1;
  let bestDistance = 0.6; // farther than about one letter is no match
  let edge = 0;
  let index = 0;
  for (let i = 0; i < chars.length; i++) {
    const distance = Math.abs(edge / total - share) * total;
    if (
      chars[i] === ' ' &&
      /\p{L}/u.test(chars[i - 1] ?? '') &&
      /\p{L}/u.test(chars[i + 1] ?? '') &&
      distance < bestDistance
    ) {
      best = index;
      bestDistance = distance;
    }
    edge += charWidth(chars[i]);
    index += chars[i].length;
  }
  return best;
}

function joinLine(line) {
  let text = '';
  let endsInSpace = false;
  let prev;
  for (const it of line.items) {
    if (prev) {
      const gap = it.x - (prev.x + prev.w);
      const size = Math.min(prev.size, it.size);
      if (gap > Math.max(2 * size, 18)) text += '\t';
      else if (gap > 0.15 * size && !endsInSpace && !/^\s/.test(it.str)) text += ' ';
    }
    text += it.str;
    // Kept beside the text: reading the growing line's end per item (/\s$/) made a line of 20,000 items quadratic.
    endsInSpace = /\s$/.test(it.str);
    prev = it;
  }
  return text.replace(/[ \u00a0]+$/, '');
}

const crosses = (it, gutter) => it.x < gutter.from - 1 && it.x + it.w > gutter.to + 1;

/** The widest mostly-empty vertical band in the middle of the page, if the page reads as two columns. */
function findGutter(lines) {
  if (lines.length < 6) return undefined;
  let minX = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  for (const line of lines) {
    for (const it of line.items) {
      minX = Math.min(minX, it.x);
      maxX = Math.max(maxX, it.x + it.w);
    }
  }
  const width = Math.ceil(maxX - minX) + 1;
  if (!Number.isFinite(width) || width < 100) return undefined;
  const cover = new Int32Array(width);
  const seen = new Int32Array(width).fill(-1);
  lines.forEach((line, n) => {
    for (const it of line.items) {
      const from = Math.max(0, Math.floor(it.x - minX));
      const to = Math.min(width - 1, Math.ceil(it.x + it.w - minX));
      for (let bin = from; bin <= to; bin++) {
        if (seen[bin] !== n) {
          seen[bin] = n;
          cover[bin]++;
        }
      }
    }
  });
  const lo = Math.floor(width * 0.15);
  const hi = Math.ceil(width * 0.85);
  let least = Number.POSITIVE_INFINITY;
  for (let bin = lo; bin < hi; bin++) least = Math.min(least, cover[bin]);
  const limit = Math.min(Math.floor(lines.length * 0.3), least + Math.max(1, Math.floor(lines.length * 0.05)));
  let best;
  for (let bin = lo, start = -1; bin <= hi; bin++) {
    const open = bin < hi && cover[bin] <= limit;
    if (open && start < 0) start = bin;
    if (!open && start >= 0) {
      if (!best || bin - start > best.to - best.from) best = { from: start, to: bin };
      start = -1;
    }
  }
  if (!best || best.to - best.from < 8) return undefined;
  const gutter = { from: minX + best.from, to: minX + best.to };

  let crossing = 0;
  let leftOnly = 0;
  let rightOnly = 0;
  const splitRights = [];
  for (const line of lines) {
    if (line.items.some((it) => crosses(it, gutter))) {
      crossing++;
      continue;
    }
    const hasLeft = line.items.some((it) => it.x + it.w <= gutter.to);
    const rightText = line.items
      .filter((it) => it.x + it.w > gutter.to)
      .map((it) => it.str)
      .join(' ');
    if (hasLeft && rightText) splitRights.push(rightText);
    else if (hasLeft) leftOnly++;
    else if (rightText) rightOnly++;
  }
  const datesOnTheRight = splitRights.filter(isDateish).length >= splitRights.length * 0.5;
  // Right-aligned dates beside titles are a one-column layout, not a second column.
  if (rightOnly < 3 && (datesOnTheRight || splitRights.length < 3)) return undefined;
  if (leftOnly + splitRights.length < 3 || rightOnly + splitRights.length < 3) return undefined;
  if (crossing > lines.length * 0.35) return undefined;
  return gutter;
}
