// A form (表格简历) whose label column the text layer reads before the values beside it.
import { isLabelAlone } from './labels.ts';
import { asBirthday } from './personal-birth-gender.ts';
import { asName } from './personal-name-rules.ts';

/** A form's rows of personal details open the page; further down a row beside a label is some other table's. */
const FORM_REACH = 30;

/**
 * "姓 名" / "出生年月" / … / "顾晓峰<TAB>性 别<TAB>男" / "1992 年 10 月<TAB>籍 贯<TAB>江苏南通" (twenty-sixth round):
 * a form's first column of labels was read as lines of its own, and each value of that column came after it as the
 * first cell of a row whose next cell is the label of the second column. Those first cells, in order.
 */
function valuesBeforeLabels(lines: string[]): string[] {
  return lines.slice(0, FORM_REACH).flatMap((line) => {
    const [value = '', label = ''] = line.split('\t').map((cell) => cell.trim());
    return value && !isLabelAlone(value) && isLabelAlone(label) ? [value] : [];
  });
}

/** The name of a form whose name label stands alone: the first such value that is a name. */
export const nameBeforeLabel = (lines: string[]): string =>
  valuesBeforeLabels(lines)
    .map((value) => asName(value))
    .find((name) => name !== '') ?? '';

/** The birth date of a form whose birth label stands alone: the first such value that is a month or a day. */
export const birthdayBeforeLabel = (lines: string[]): string =>
  valuesBeforeLabels(lines)
    .map(asBirthday)
    .find((date) => date.length >= 7) ?? '';
