/**
 * Prints precision and recall per field for the labelled set, as Markdown for the README.
 * Run: npx tsx packages/documents/scripts/evaluate.ts
 */
import { evaluateProjects, evaluateResumes, formatReport } from '../src/testing/labelled-set.ts';
import { closeDocumentWorkers } from '../src/text/extract-text.ts';

const development = (holdout: boolean) => !holdout;
const heldOut = (holdout: boolean) => holdout;
const all = () => true;

console.log(formatReport('Resumes: whole set', await evaluateResumes(all)));
console.log();
console.log(formatReport('Resumes: development documents', await evaluateResumes(development)));
console.log();
console.log(formatReport('Resumes: held-out documents', await evaluateResumes(heldOut)));
console.log();
console.log(formatReport('Openings: whole set', await evaluateProjects(all)));
console.log();
console.log(formatReport('Openings: held-out documents', await evaluateProjects(heldOut)));
await closeDocumentWorkers();
