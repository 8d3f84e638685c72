/**
 * The blind hold-outs the documents bench scores (packages/documents/fixtures/holdout-blind, -2, -3, …), each written
 * by someone who never saw the extractor. A set joins here only after it has been measured once untuned (its
 * README's "Measuring" section): a set being written, or not measured yet, must never be opened by the bench, so the
 * bench names the sets by number and never scans the fixtures folder.
 */

/** Sets 1 to this one have been measured; the next set's folder may exist and is still unseen. */
export const MEASURED_BLIND_SETS = 86;

/** Measured sets no tuning round has looked at since: their rows are still the honest figures. */
export const UNTUNED_BLIND_SETS: ReadonlySet<number> = new Set<number>([81, 82, 83, 84, 85, 86]);

/** Sets from this one on have a second, independent labeller (second-labeller.json). */
const FIRST_SET_WITH_SECOND_LABELLER = 12;

export interface BlindSet {
  number: number;
  /** Folder name under the fixtures folder. */
  folder: string;
  /** Row name in the bench's table, e.g. 'twenty-sixth blind hold-out (tuned on since)'. */
  title: string;
  /** The first set's labels predate the dictionary's names, so only sets 2 on get a 'labels as written' row. */
  labelsAsWrittenRow: boolean;
}

export function blindSets(): BlindSet[] {
  return Array.from({ length: MEASURED_BLIND_SETS }, (_, index) => {
    const number = index + 1;
    const tuned = UNTUNED_BLIND_SETS.has(number) ? '' : ' (tuned on since)';
    return {
      number,
      folder: blindSetFolder(number),
      title: `${ordinalWord(number)} blind hold-out${tuned}`,
      labelsAsWrittenRow: number >= 2,
    };
  });
}

/** The measured sets with a second labeller, whose agreement the bench prints. */
export function labellerAgreementSets(): string[] {
  return blindSets()
    .filter((set) => set.number >= FIRST_SET_WITH_SECOND_LABELLER)
    .map((set) => set.folder);
}

function blindSetFolder(number: number): string {
  return number === 1 ? 'holdout-blind' : `holdout-blind-${number}`;
}

const UNITS = ['', 'first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth'];
const TEENS = [
  'tenth',
  'eleventh',
  'twelfth',
  'thirteenth',
  'fourteenth',
  'fifteenth',
  'sixteenth',
  'seventeenth',
  'eighteenth',
  'nineteenth',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const TENS_ORDINAL = [
  '',
  '',
  'twentieth',
  'thirtieth',
  'fortieth',
  'fiftieth',
  'sixtieth',
  'seventieth',
  'eightieth',
  'ninetieth',
];

/** 1–99 as an English ordinal word: 'first', 'twelfth', 'twenty-sixth'. */
export function ordinalWord(number: number): string {
  if (!Number.isInteger(number) || number < 1 || number > 99) throw new RangeError(`no ordinal word for ${number}`);
  if (number < 10) return UNITS[number] as string;
  if (number < 20) return TEENS[number - 10] as string;
  const tens = Math.floor(number / 10);
  const units = number % 10;
  return units === 0 ? (TENS_ORDINAL[tens] as string) : `${TENS[tens]}-${UNITS[units]}`;
}
