import { isSignedOutPage } from '@tb/contracts';

let arrivedSignedOut = false;

/**
 * Called once at start (app/start.tsx) when the server sent the first page rendered. The servers render sign-in and
 * registration only for a visitor without a session cookie (services/all-in-one/src/web-static.ts,
 * infra/nginx/nginx.conf): arriving on one of them rendered means nobody was signed in when the visit began.
 */
export function noteRenderedArrival(path: string): void {
  arrivedSignedOut = isSignedOutPage(path);
}

/**
 * Whether the server found no session cookie at the start of this visit (see noteRenderedArrival): the sign-in
 * and registration screens then show their form at once, as the rendered page did, instead of waiting for the
 * profile check. The check still runs: a sign-in in another tab meanwhile is still noticed.
 */
export const visitBeganSignedOut = (): boolean => arrivedSignedOut;
