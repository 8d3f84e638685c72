import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { isServedFileOrWebLink, isWebLink, SafeLink } from './safe-link';

describe('SafeLink', () => {
  it('links http(s) URLs with a host, in a new tab without the opener', () => {
    expect(renderToStaticMarkup(<SafeLink href="https://github.com/ada" />)).toBe(
      '<a href="https://github.com/ada" target="_blank" rel="noopener noreferrer">https://github.com/ada</a>',
    );
    expect(isWebLink('HTTP://example.com/x')).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example',
    'ftp://files.example',
    '/relative/path',
    'https://',
    'github.com/ada',
  ])('shows %s as text, never as a link', (href) => {
    expect(isWebLink(href)).toBe(false);
    const html = renderToStaticMarkup(<SafeLink href={href} />);
    expect(html).not.toContain('<a');
    expect(html).not.toContain('href=');
  });

  it('takes a file this site serves as the portfolio too, but not a protocol-relative address', () => {
    expect(isServedFileOrWebLink('/api/candidates/portfolio/42')).toBe(true);
    expect(isServedFileOrWebLink('//evil.example/api/x')).toBe(false);
    expect(isServedFileOrWebLink('/\\evil.example')).toBe(false);
    expect(isServedFileOrWebLink('javascript:alert(1)')).toBe(false);
  });
});
