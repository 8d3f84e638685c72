// Two labelled values that belong together, read from nearby lines ("First name:" / "Last name:").

/**
 * The first line n that `first` reads and a line within `apart` lines below it that `second` reads, both values;
 * undefined when no such pair stands in `lines`.
 */
export function pairWithin(
  lines: string[],
  apart: number,
  first: (line: string) => string | undefined,
  second: (line: string) => string | undefined,
): [string, string] | undefined {
  for (let n = 0; n < lines.length; n++) {
    const a = first(lines[n] ?? '');
    if (!a) continue;
    for (let m = n + 1; m <= n + apart && m < lines.length; m++) {
      const b = second(lines[m] ?? '');
      if (b) return [a, b];
    }
  }
  return undefined;
}
