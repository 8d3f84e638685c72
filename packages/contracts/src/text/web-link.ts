import { z } from 'zod';
import { lineText } from './storable-text.ts';

export const WEB_LINK_MESSAGE = 'Only http:// or https:// links can be saved.';

/** Looks like a host name typed without a scheme ("github.com/ada"): saved with https:// in front. */
const BARE_HOST = /^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#]|$)/u;

/**
 * The link as it may be stored and shown as a link: an absolute http(s) URL with a host; '' stays ''. Null for
 * anything else (`javascript:`, `data:`, `//host`, a relative path): those never become an href.
 */
export function webLinkOf(value: string): string | null {
  const text = value.trim();
  if (text === '') return '';
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(text) || text.startsWith('/') ? text : BARE_HOST.test(text) ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '' ? candidate : null;
  } catch {
    return null;
  }
}

/** True when the value is an absolute http(s) URL, the only kind the web app renders as a link. */
export const isWebLink = (value: string): boolean => {
  const link = webLinkOf(value);
  return link !== null && link !== '' && link === value.trim();
};

/** An optional link field (profile and candidate github, portfolio, personal site): '' or an http(s) URL. */
export const webLinkField = (max: number) =>
  lineText(z.string({ error: 'Invalid request' }).trim().max(max, `At most ${max} characters`)).transform(
    (value, ctx) => {
      const link = webLinkOf(value);
      if (link === null) {
        ctx.addIssue({ code: 'custom', message: WEB_LINK_MESSAGE });
        return z.NEVER;
      }
      return link;
    },
  );
