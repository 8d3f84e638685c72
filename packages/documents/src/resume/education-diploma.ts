// A long single-cycle engineering diploma (twenty-seventh round): the Greek and Cypriot "Diploma in … Engineering"
// (Δίπλωμα, five years at a university), read as the German Diplom is.
import type { DegreeLevel } from './education-degrees.ts';

/**
 * "Diploma in Electrical and Computer Engineering, National Technical University of Athens": a diploma in an
 * engineering field is a degree only where the line says it is a university's or a five-year or integrated
 * programme. A polytechnic's or college's diploma (Singapore, India, Hong Kong), a postgraduate, advanced or
 * higher diploma and a Diplomado (a short course) are not degrees and are left alone.
 */
const ENGINEERING_DIPLOMA =
  /(?<!\b(?:(?:post[- ]?)?graduate|PG|advanced|higher|national|professional|polytechnic|college|school|high)\s+)\bDiploma(?= (?:in|of) [^,;()]*\bEngineering\b)/i;
const UNIVERSITY_LEVEL = /\bUniversit(?:y|ät|at|é|à|ad|ade)\b|\b(?:5|five)[- ]year\b|\bintegrated\b/i;

export const engineeringDiplomaAt = (line: string): number => {
  const m = ENGINEERING_DIPLOMA.exec(line);
  return m && UNIVERSITY_LEVEL.test(line) ? m.index : -1;
};

/** A master-level single-cycle diploma, as written: Diplom, Dipl.-Ing., Dipl.-Inform., a university's Diploma. */
const SINGLE_CYCLE = /\bDipl(?:om|\.-[A-Z][a-z]*\.?)(?![A-Za-z])/;
export const singleCycleDiploma = (line: string): boolean => SINGLE_CYCLE.test(line) || engineeringDiplomaAt(line) >= 0;

/**
 * Such a diploma is read as the master's it equals when it is the only one (set 11's Dipl.-Ing., set 23's Dipl.-
 * Inform.). Beside a separate master's from another school and no bachelor's, it is the first degree the master's was
 * built on, as a five-year engineer's degree before a master's is (set 4): the diploma's Master becomes a Bachelor.
 * `schools`: each school's degrees (changed in place) and the line that named it.
 */
export function diplomaBeforeMaster(schools: { degrees: DegreeLevel[]; line: string }[]): void {
  const masters = schools.filter((s) => s.degrees.includes('Master'));
  if (masters.length !== 2 || schools.some((s) => s.degrees.includes('Bachelor'))) return;
  const diplomas = masters.filter((s) => singleCycleDiploma(s.line));
  if (diplomas.length !== 1) return;
  const diploma = diplomas[0] as (typeof masters)[number];
  diploma.degrees[diploma.degrees.indexOf('Master')] = 'Bachelor';
}
