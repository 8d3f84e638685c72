// Birth dates written in Japan's era calendar (和暦), as a rirekisho (履歴書) asks for them.

/** The Gregorian year before each era's first year: 昭和元年 is 1926, 平成元年 1989, 令和元年 2019. */
const ERA_START: Record<string, number> = { showa: 1925, heisei: 1988, reiwa: 2018 };
/** Each era's key from its kanji or from the initial a form abbreviates it to; a romanised name is its own key. */
const ERA_NAME: Record<string, string> = {
  昭和: 'showa',
  平成: 'heisei',
  令和: 'reiwa',
  S: 'showa',
  H: 'heisei',
  R: 'reiwa',
};
const eraStart = (written: string | undefined) =>
  ERA_START[ERA_NAME[written ?? ''] ?? (written ?? '').toLowerCase().replace('ō', 'o')] ?? 0;

/** "平成5年8月21日", "昭和63年1月", "平成元年": an era, its year (元 is the first), month and day optional. */
const KANJI_ERA =
  /^(昭和|平成|令和)\s*(元|\d{1,2})\s*年(?:\s*(\d{1,2})\s*月(?:\s*(\d{1,2})\s*日)?)?\s*(?:生まれ|生)?$/u;
/** "Heisei 5", "Shōwa 63": the era's romanised name and its year. */
const ROMAN_ERA = /^(Showa|Shōwa|Heisei|Reiwa)\s+(\d{1,2})$/i;
/** "H5.8.21", "S63/1/1": the era's initial, as Japanese forms abbreviate it, with a full date. */
const LETTER_ERA = /^([SHR])\s?(\d{1,2})[./](\d{1,2})[./](\d{1,2})$/;

export interface EraDate {
  year: number;
  month?: number;
  day?: number;
}

/** The Gregorian year, month and day of a Japanese-era date; undefined when the text is no such date. */
export function japaneseEraDate(text: string): EraDate | undefined {
  const kanji = KANJI_ERA.exec(text);
  if (kanji) {
    const year = eraStart(kanji[1]) + (kanji[2] === '元' ? 1 : Number(kanji[2]));
    return { year, ...numbered('month', kanji[3]), ...numbered('day', kanji[4]) };
  }
  const roman = ROMAN_ERA.exec(text);
  if (roman) return { year: eraStart(roman[1]) + Number(roman[2]) };
  const letter = LETTER_ERA.exec(text);
  if (letter) {
    return { year: eraStart(letter[1]) + Number(letter[2]), month: Number(letter[3]), day: Number(letter[4]) };
  }
  return undefined;
}

const numbered = (key: 'month' | 'day', value: string | undefined) => (value ? { [key]: Number(value) } : {});
