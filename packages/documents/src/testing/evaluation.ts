// Scoring of resume sets for the benchmark (`npm run bench -- documents`): not part of the runtime API.
export { syntheticTruth } from './synthetic-truth.ts';
export { type ResumeTiming, timeResume } from './timing.ts';
export {
  ratio,
  SCORED_FIELDS,
  scoreTruthSet,
  skillPrecision,
  skillRecall,
  type TruthReport,
} from './truth-set.ts';
