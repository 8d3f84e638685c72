// Scoring of resume sets for the benchmark (`npm run bench -- documents`): not part of the runtime API.

export {
  agreementPrecision,
  agreementRecall,
  consensusTruth,
  type LanguageAgreement,
  labellerAgreement,
  readSecondLabels,
} from './labeller-agreement.ts';
export { syntheticTruth } from './synthetic-truth.ts';
export { type ResumeTiming, timeResume } from './timing.ts';
export {
  type LabelAdditions,
  ratio,
  readLabelAdditions,
  readTruth,
  SCORED_FIELDS,
  scoreTruthSet,
  skillPrecision,
  skillRecall,
  type TruthReport,
  withLabelAdditions,
} from './truth-set.ts';
