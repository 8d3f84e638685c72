import { join } from 'node:path';
import {
  agreementPrecision,
  agreementRecall,
  consensusTruth,
  labellerAgreement,
  readSecondLabels,
  readTruth,
  scoreTruthSet,
  skillPrecision,
  skillRecall,
} from '@tb/documents/evaluation';
import { printTable } from './lib/stats.ts';

/**
 * Part of `npm run bench -- documents`: for each blind set with a `second-labeller.json`, how far a second careful
 * labeller (who saw neither the first labels, the extractor nor its dictionary) agrees with the set's labels, scored
 * as the extractor is. It is the ceiling the extractor's figures can honestly be compared with: the skill targets
 * hold the extractor to one labeller's reading. Then the extractor scored against both labellers at once
 * (`consensusTruth`): a tag is wrong only when neither listed it, recall is over what both call core. These sets have
 * been tuned on against their first labels, so that second view is not an untuned figure.
 */
export async function printLabellerAgreement(fixturesDir: string, sets: readonly string[]): Promise<void> {
  const rows: string[][] = [];
  const extractorRows: string[][] = [];
  for (const set of sets) {
    const dir = join(fixturesDir, set);
    const second = readSecondLabels(dir);
    if (!second) continue;
    const first = readTruth(dir);
    for (const [language, a] of Object.entries(labellerAgreement(first, second))) {
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
    const both = await scoreTruthSet(dir, consensusTruth(first, second));
    for (const [language, score] of Object.entries(both.languages))
      extractorRows.push([
        set,
        language,
        String(score.documents),
        skillPrecision(score.skills).toFixed(3),
        skillRecall(score.skills).toFixed(3),
      ]);
  }
  if (rows.length === 0) return;
  console.log('\ntwo labellers of the same documents (second scored against the set’s labels, and the other way):');
  printTable(
    ['set', 'lang', 'docs', '2nd skill P', '2nd skill R', '1st skill P', '1st skill R', 'names', 'education'],
    rows,
  );
  console.log(
    '\nthe extractor against both labellers (wrong only when neither listed it; recall over what both call core):',
  );
  printTable(['set', 'lang', 'docs', 'skill P', 'skill R'], extractorRows);
}
