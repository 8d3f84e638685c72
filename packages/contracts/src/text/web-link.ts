import { z } from 'zod';
import type { PlainMessageKey } from '../messages/index.ts';
import { messageRef } from '../messages/refs.ts';
import { lineText } from './storable-text.ts';

/** Looks like a host name typed without a scheme ("github.com/ada"): saved with https:// in front. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]|$)/u;

/**
 * The link as it may be stored and shown as a link, or why not. A link is an absolute http(s) URL with a host and
 * no user name or password ('https://user:pass@evil.com' reads as a site it is not); '' stays ''. It is stored as
 * the WHATWG URL parser reads it (`href`: 'https:evil.com' and 'http:\\\\evil.com' become 'https://evil.com',
 * 'HTTPS://EVIL.COM' lower case, a fullwidth host its ASCII form), so what is stored is what a browser opens.
 * A bare host typed without a path keeps having none ('https://ada.dev', not 'https://ada.dev/').
 */
export function checkWebLink(value: string): { link: string } | { problem: PlainMessageKey } {
  const text = value.trim();
  if (text === '') return { link: '' };
  const refused = { problem: 'security.linkScheme' } as const;
  const candidate =
    /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/') ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return refused;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return refused;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') return refused;
  if (url.username !== '' || url.password !== '') return { problem: 'security.linkCredentials' };
  const bare = url.pathname === '/' && url.search === '' && url.hash === '' && !/\/$/.test(candidate);
  return { link: bare ? url.href.slice(0, -1) : url.href };
}

/** The link as it may be stored (see checkWebLink), or null for anything that must never become an href. */
export function webLinkOf(value: string): string | null {
  const checked = checkWebLink(value);
  return 'link' in checked ? checked.link : null;
}

/** True when the value is an absolute http(s) URL, the only kind the web app renders as a link. */
export const isWebLink = (value: string): boolean => /^https?:\/\//i.test(value.trim()) && Boolean(webLinkOf(value));

/** An optional link field (profile and candidate github, portfolio, personal site): '' or an http(s) URL. */
export const webLinkField = (max: number) =>
  lineText(
    z
      .string({ error: messageRef('common.invalidRequest') })
      .trim()
      .max(max, messageRef('common.atMost', { max })),
  ).transform((value, ctx) => {
    const checked = checkWebLink(value);
    if ('problem' in checked) {
      ctx.addIssue({ code: 'custom', message: messageRef(checked.problem) });
      return z.NEVER;
    }
    return checked.link;
  });
