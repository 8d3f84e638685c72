/**
 * Whether a request asks for a JavaScript source map, judged on the path the static file server reads: it
 * percent-decodes the path, so `index.js%2emap` and `index.js.%6dap` are `index.js.map` there (a check of the raw
 * path let them through in production). Decoded until nothing changes (a few rounds at most), any case, a
 * trailing slash ignored; a path that does not decode is judged as it is.
 */
export function asksForSourceMap(url: string): boolean {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 4; round++) {
    if (/\.map\/*$/i.test(path)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      return false;
    }
    if (decoded === path) return false;
    path = decoded;
  }
  return /\.map\/*$/i.test(path);
}
