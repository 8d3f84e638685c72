/**
 * A session's browser and system in a few words ('Chrome on Windows'), from its User-Agent. Order matters: Edge
 * and Opera also name Chrome, Chrome also names Safari, Android also names Linux.
 */
export function browserOf(userAgent: string): { browser: string | null; system: string | null } {
  const browsers: [RegExp, string][] = [
    [/Edg(e|A|iOS)?\//, 'Edge'],
    [/OPR\/|Opera/, 'Opera'],
    [/Firefox\/|FxiOS\//, 'Firefox'],
    [/HeadlessChrome\//, 'Headless Chrome'],
    [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
    [/Safari\//, 'Safari'],
  ];
  const systems: [RegExp, string][] = [
    [/Windows/, 'Windows'],
    [/iPhone|iPad|iPod/, 'iOS'],
    [/Mac OS X|Macintosh/, 'macOS'],
    [/Android/, 'Android'],
    [/CrOS/, 'ChromeOS'],
    [/Linux/, 'Linux'],
  ];
  const find = (list: [RegExp, string][]) => list.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;
  return { browser: find(browsers), system: find(systems) };
}
