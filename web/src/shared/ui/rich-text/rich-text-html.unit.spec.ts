// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { deserializeHtml } from './deserialize-html';
import { safeHref } from './safe-href';
import { serializeHtml } from './serialize-html';

const roundTrip = (html: string) => serializeHtml(deserializeHtml(html));

describe('rich-text HTML', () => {
  it('keeps everything the editor can make through a round trip', () => {
    const html =
      '<h1>Title</h1><h2>Sub</h2><h3>Small</h3><p>Plain <strong>bold</strong> <em>italic</em> <u>under</u> ' +
      '<em><strong>both</strong></em></p><ol><li>one</li><li>two</li></ol><ul><li>dot</li></ul>' +
      '<p>See <a href="https://example.com/a?b=1&amp;c=2">the site</a> or <a href="mailto:hr@example.com">mail</a></p>';
    expect(roundTrip(html)).toBe(html);
    expect(roundTrip(roundTrip(html))).toBe(html);
  });

  it('reads an empty editor and empty input as one empty paragraph', () => {
    expect(roundTrip('')).toBe('<p><br></p>');
    expect(roundTrip('<p><br></p>')).toBe('<p><br></p>');
    expect(deserializeHtml('   ')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
  });

  it('escapes text and keeps line breaks inside a paragraph', () => {
    expect(roundTrip('<p>a &lt;b&gt; &amp; c<br>next</p>')).toBe('<p>a &lt;b&gt; &amp; c<br>next</p>');
  });

  it('turns foreign markup into the editor vocabulary', () => {
    expect(roundTrip('<div>loose <b>text</b><h5>deep</h5><span>span</span></div>')).toBe(
      '<p>loose <strong>text</strong></p><h3>deep</h3><p>span</p>',
    );
    expect(roundTrip('text outside<p>inside</p>')).toBe('<p>text outside</p><p>inside</p>');
    expect(roundTrip('<ul>\n  <li>a</li>\n  <li>b</li>\n</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
  });

  it('blanks links that are not http, https, mailto or tel', () => {
    expect(roundTrip('<p><a href="javascript:alert(1)">x</a></p>')).toBe('<p><a href="">x</a></p>');
    expect(roundTrip('<p><a href="tel:+8610123">call</a></p>')).toBe('<p><a href="tel:+8610123">call</a></p>');
  });
});

describe('safeHref', () => {
  it.each([
    ['https://example.com', 'https://example.com'],
    [' http://example.com/x ', 'http://example.com/x'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:123', 'tel:123'],
    ['javascript:alert(1)', ''],
    ['JavaScript:alert(1)', ''],
    ['data:text/html,<b>x</b>', ''],
    ['ftp://example.com', ''],
    ['/relative/path', ''],
    ['not a url', ''],
  ])('%s → "%s"', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
});
