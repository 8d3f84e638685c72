import { describe, expect, it } from 'vitest';
import { richTextToPlain, sanitizeRichText } from './sanitize-rich-text.ts';

describe('sanitizeRichText', () => {
  it('keeps everything the editor makes', () => {
    const html =
      '<h1>Role</h1><h2>Team</h2><h3>Stack</h3><p>We <strong>build</strong> <b>agents</b>, <em>evals</em>, <i>tools</i> and <u>infra</u>.<br />Join us.</p>' +
      '<ol><li>One</li></ol><ul><li>Two</li></ul>' +
      '<p><a href="https://acme.ai/jobs">jobs</a> <a href="http://acme.ai">site</a> <a href="mailto:hr@acme.ai">mail</a> <a href="tel:+8613800000000">call</a></p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('drops scripts and their code, event handlers, styles and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="steal()" style="color:red" class="x">Hi<script>alert(1)</script></p>')).toBe(
      '<p>Hi</p>',
    );
    expect(sanitizeRichText('<img src=x onerror="alert(1)"><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeRichText('<div><span>text</span></div><style>p{}</style><iframe src="https://evil"></iframe>')).toBe(
      'text',
    );
    expect(sanitizeRichText('<svg onload=alert(1)><p>x</p></svg><h4>small</h4>')).toBe('<p>x</p>small');
  });

  it('blanks the address of links with any other protocol', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a href="">x</a>');
    expect(sanitizeRichText('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a href="">x</a>');
    expect(sanitizeRichText('<a href="java&#x09;script:alert(1)">x</a>')).toBe('<a href="">x</a>');
    expect(sanitizeRichText('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe('<a href="">x</a>');
    expect(sanitizeRichText('<a href="//evil.example/x">x</a>')).toBe('<a href="">x</a>');
    expect(sanitizeRichText('<a href="/relative">x</a>')).toBe('<a href="">x</a>');
  });

  it('keeps only the href of a link', () => {
    expect(sanitizeRichText('<a href="https://a.b" target="_blank" onmouseover="x()">x</a>')).toBe(
      '<a href="https://a.b">x</a>',
    );
  });

  it('escapes text so it cannot become markup', () => {
    expect(sanitizeRichText('<p>1 &lt; 2 &amp; "q"</p>')).toBe('<p>1 &lt; 2 &amp; "q"</p>');
    expect(sanitizeRichText('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toBe(
      '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
  });
});

describe('richTextToPlain', () => {
  it('is the visible text without markup', () => {
    expect(richTextToPlain('<h1>Role</h1><p>We&nbsp;build <b>agents</b></p><script>x</script>')).toBe(
      'RoleWe build agents',
    );
    expect(richTextToPlain('<p><br></p>')).toBe('');
  });
});
