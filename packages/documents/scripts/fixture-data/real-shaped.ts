import type { TruthFixture } from './truth-types.ts';
export const realShaped: TruthFixture[] = [];
