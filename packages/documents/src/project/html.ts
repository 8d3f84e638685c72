import { isHeading, type Lang, type Line } from './project-lines.ts';

/** A bullet or list number at the start of a line: •, -, 1., 1、, (1) … */
export const BULLET = /^(?:[•·\-*–●○■□▪◦]|\d{1,2}[.、)]|[（(]\d{1,2}[)）])\s*/;
const NUMBERED = /^(?:\d{1,2}[.、)]|[（(]\d{1,2}[)）])/;
const ENDS_SENTENCE = /[.!?。！？；;:：)）]$/;

export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/** PDF text breaks paragraphs and list items into lines; join a line to the one it continues. */
function joinWrapped(lines: Line[], lang: Lang): string[] {
  const out: string[] = [];
  let previous: Line | undefined;
  for (const line of lines) {
    const last = out[out.length - 1];
    const continues =
      previous !== undefined &&
      last !== undefined &&
      !isHeading(line) &&
      !isHeading(previous) &&
      !BULLET.test(line.norm) &&
      !ENDS_SENTENCE.test(last) &&
      (lang === 'zh' || /^[a-z0-9(]/.test(line.norm));
    if (continues) {
      const glue = /[A-Za-z0-9,]$/.test(last) && /^[A-Za-z0-9(]/.test(line.text) ? ' ' : '';
      out[out.length - 1] = `${last}${glue}${line.text}`;
    } else {
      out.push(line.text);
    }
    previous = line;
  }
  return out;
}

/**
 * Simple, safe HTML for the rich-text editor: headings become <h3>, marked items <ul>/<ol> lists, a run of
 * short unmarked lines under a heading (Word bullets, whose markers plain text loses) a <ul>, the rest <p>.
 */
export function linesToHtml(lines: Line[], lang: Lang, wrapped: boolean): string {
  const texts = wrapped ? joinWrapped(lines, lang) : lines.map((l) => l.text);
  const html: string[] = [];
  let i = 0;
  while (i < texts.length) {
    const text = texts[i] as string;
    if (isHeading({ text, norm: text, lang })) {
      html.push(`<h3>${escapeHtml(text.replace(/[:：]\s*$/, ''))}</h3>`);
      i++;
      continue;
    }
    if (BULLET.test(text)) {
      const ordered = NUMBERED.test(text);
      const items: string[] = [];
      while (i < texts.length && BULLET.test(texts[i] as string))
        items.push((texts[i++] as string).replace(BULLET, ''));
      const tag = ordered ? 'ol' : 'ul';
      html.push(`<${tag}>${items.map((it) => `<li>${escapeHtml(it)}</li>`).join('')}</${tag}>`);
      continue;
    }
    const run: string[] = [];
    while (i < texts.length) {
      const next = texts[i] as string;
      if (BULLET.test(next) || isHeading({ text: next, norm: next, lang })) break;
      run.push(next);
      i++;
    }
    if (!wrapped && run.length >= 2 && run.every((r) => r.length <= 200)) {
      html.push(`<ul>${run.map((r) => `<li>${escapeHtml(r)}</li>`).join('')}</ul>`);
    } else {
      html.push(...run.map((r) => `<p>${escapeHtml(r)}</p>`));
    }
  }
  return html.join('');
}
