import { join } from 'node:path';
import {
  agreementPrecision,
  agreementRecall,
  labellerAgreement,
  readSecondLabels,
  readTruth,
} from '@tb/documents/evaluation';
import { printTable } from './lib/stats.ts';

/**
 * Part of `npm run bench -- documents`: for each blind set with a `second-labeller.json`, how far a second careful
 * labeller (who saw neither the first labels, the extractor nor its dictionary) agrees with the set's labels, scored
 * as the extractor is. It is the ceiling the extractor's figures can honestly be compared with: the skill targets
 * hold the extractor to one labeller's reading.
 */
export function printLabellerAgreement(fixturesDir: string, sets: readonly string[]): void {
  const rows: string[][] = [];
  for (const set of sets) {
    const dir = join(fixturesDir, set);
    const second = readSecondLabels(dir);
    if (!second) continue;
    for (const [language, a] of Object.entries(labellerAgreement(readTruth(dir), second))) {
      rows.push([
        set,
        language,
        String(a.documents),
        agreementPrecision(a.secondAgainstFirst).toFixed(3),
        agreementRecall(a.secondAgainstFirst).toFixed(3),
        agreementPrecision(a.firstAgainstSecond).toFixed(3),
        agreementRecall(a.firstAgainstSecond).toFixed(3),
        `${a.names.same}/${a.names.compared}`,
        `${a.education.same}/${a.education.compared}`,
      ]);
    }
  }
  if (rows.length === 0) return;
  console.log('\ntwo labellers of the same documents (second scored against the set’s labels, and the other way):');
  printTable(
    ['set', 'lang', 'docs', '2nd skill P', '2nd skill R', '1st skill P', '1st skill R', 'names', 'education'],
    rows,
  );
}
