import { extractSkills } from '../skills/extract-skills.ts';
import { coverLetterLength } from '../text/cover-letter.ts';
import { linesOf, segmentsOf } from '../text/normalize.ts';
import { anotherPersonBlocks } from './another-person.ts';
import {
  chineseMobile,
  findEmail,
  findEmailCutInDomain,
  findGithub,
  findPhone,
  findSites,
  firstNumberAndNextTwoLines,
  firstNumberMobileOverFixed,
  githubFromLabel,
  githubOverCells,
  isChineseLandline,
  obfuscatedEmail,
  wholeIfWrapped,
  withWrappedEnd,
  withWrappedNumbers,
} from './contacts.ts';
import { readEducation } from './education.ts';
import { withDegreeColumnAfter } from './education-degree-column.ts';
import { asDegree, degreeAlone } from './education-degrees.ts';
import { institutionsIn } from './education-institutions.ts';
import { birthdayBeforeLabel, nameBeforeLabel } from './form-label-column.ts';
import { fieldsLabelledAlone, findLabelledValues, type LabelledField } from './labels.ts';
import { findName } from './personal.ts';
import {
  asLabelledGender,
  birthInProse,
  birthStatementLine,
  bornLabelLine,
  findBirthdayNearTop,
  findGenderNearTop,
  genderAfterBirthDate,
  genderAndBirthLine,
  genderBesideBirthLabel,
  genderThenBirthParts,
  genderUnderDetailsHeading,
  labelledBirthday,
  loneBirthday,
  loneGender,
  loneSexAfterDate,
  personalDetailsLine,
  relativeRows,
} from './personal-birth-gender.ts';
import { loneDateNearTop } from './personal-birth-lone-date.ts';
import { bornYearWrapped, hanBirthMonthWrapped, wrappedBirthLabel } from './personal-birth-wrapped-label.ts';
import { isNamePartLine, nameFromFormParts } from './personal-name-form-parts.ts';
import { letterSpacedName } from './personal-name-letter-spaced.ts';
import { minorityNameOverTitle } from './personal-name-minority.ts';
import { asName, invertedName } from './personal-name-rules.ts';
import { givenAndFamilyApart } from './personal-name-split-header.ts';
import { markedMobile, markedMobileInSection, mobileBesideOffice } from './phone-mobile-label.ts';
import { matchPosition, type PositionOption, roleFromSkills } from './positions.ts';
import { sectionLines } from './sections.ts';

/** The candidate fields a resume's text can provide for the review form; '' when not found. */
export interface ExtractedCandidate {
  name: string;
  email: string;
  phone: string;
  gender: string;
  birthday: string;
  github: string;
  personalSite: string;
  /** Highest degree: 'PhD' | 'Master' | 'Bachelor' | 'Associate' | '' */
  degree: string;
  /** The institution of the highest degree (or the only one named). */
  university: string;
  bachelor: string;
  master: string;
  phd: string;
  /** One of POSITION_OPTIONS (English title). */
  position: string;
  /** One of ROLE_OPTIONS. */
  role: string;
  tagsInEng: string;
  tagsInChinese: string;
}

const TOP = 12;

/**
 * "出生日期：1996" / "年2月14日" (fifty-fourth round, placed after the labelled values in the review of round 54): the
 * wrapped Chinese month and day finish a labelled birth date that gave its year alone; a full labelled date stands.
 */
const withWrappedHanMonth = (labelled: string, lines: string[]): string =>
  (/^(?:\d{4})?$/.test(labelled) ? hanBirthMonthWrapped(lines) : '') || labelled;
const MAX_CHARS = 200_000;
const MAX_LINE = 2_000;
/** The first non-empty answer of `pick` over the parts of the lines ("研究员 ｜ 博士 ｜ 女"). */
const firstSegment = (lines: string[], pick: (segment: string) => string): string =>
  first(lines.flatMap(segmentsOf), pick);

const first = <T>(values: T[], pick: (value: T) => string): string => {
  for (const value of values) {
    const picked = pick(value);
    if (picked) return picked;
  }
  return '';
};

/** The headline under the name, else the first job title in the experience, else any title-like line. */
function findPosition(lines: string[], experience: string[]): PositionOption | undefined {
  // A template's placeholder ("Project Title xxx", "YYYY") is not the candidate's title.
  const titleLike = (s: string, max: number) =>
    s.length <= max && !/@|\d{3}|x{3,}|X{3,}|lorem|your (?:title|position|project)/i.test(s);
  const scan = (from: string[], max: number) => {
    for (const line of from) {
      for (const segment of segmentsOf(line)) {
        const found = titleLike(segment, max) ? matchPosition(segment) : undefined;
        if (found) return found;
      }
    }
    return undefined;
  };
  return scan(lines.slice(0, 8), 40) ?? scan(experience, 60) ?? scan(lines, 40);
}

/**
 * The surnameless name over a title (`minorityNameOverTitle`) or the general search's. Since round 56 the surnameless
 * name comes first: the general search took a skill ("Spring Boot") or a visited school for the name. Review mend 6:
 * not over a Chinese name with a surname the general search finds opening a top line of its own ("求职意向" / "Java
 * 开发工程师" / "李明 ｜ 男 ｜ 回族"): a first line the rule took for a name beside a title may be a heading.
 */
function surnamelessOrFoundName(lines: string[], email: string): string {
  const found = findName(lines, email);
  const surnameless = minorityNameOverTitle(lines);
  if (!surnameless || found === surnameless) return surnameless || found;
  const opensLine = (line: string) => {
    const trimmed = line.trim();
    return trimmed.startsWith(found) && !/\p{Script=Han}/u.test(trimmed.charAt(found.length));
  };
  const surnamed = /^\p{Script=Han}{2,4}$/u.test(found) && lines.slice(1, TOP).some(opensLine);
  return surnamed ? found : surnameless;
}

/** Candidate fields from a resume's text, English or Chinese, with or without labels. */
/** "已婚｜育有一子｜出生｜2008.05": a child named just before a birth label, whose birth the label gives. */
const CHILD_BEFORE_BIRTH_LABEL = /(?:育有|儿子|女儿|兒子|女兒|孩子|子女)[^|｜\t]{0,6}[|｜\t\s,，、·]+(?:出生|生日)/u;

export function extractResumeFields(input: string): ExtractedCandidate {
  // Bounded work on hostile input: a resume is far shorter than this, and so is any line in it.
  const text = input.slice(0, MAX_CHARS);
  const read = linesOf(text).map((line) => line.slice(0, MAX_LINE));
  // A cover letter first: its sender block and salutation are not the resume's header.
  const letter = coverLetterLength(read);
  const lines = read.slice(letter);
  const labelled = findLabelledValues(lines);
  const values = (field: LabelledField) => labelled.filter((l) => l.field === field).map((l) => l.value);
  // An emergency contact's or a referee's "Name: José Fernández" is not the candidate's (review 4).
  const another = anotherPersonBlocks(lines);
  // Review of round 62: nor is a relative's or a child's labelled birth date ("家庭成员" / "母亲：张桂兰｜出生｜1965.03",
  // "父亲｜王建国｜出生｜1962.10", "已婚｜育有一子｜出生｜2008.05"), or a referee's.
  const relative = relativeRows(lines);
  const birthValues = labelled
    .filter((l) => l.field === 'birthday' && !relative[l.line] && !another[l.line])
    .filter((l) => !CHILD_BEFORE_BIRTH_LABEL.test(lines[l.line] ?? ''))
    .map((l) => l.value);
  const top = lines.slice(0, TOP);
  const contact = [...top, ...sectionLines(lines, 'contact')];

  const educationLines = sectionLines(lines, 'education');
  const useSection = educationLines.some((line) => institutionsIn(line).length > 0);
  const sectionRead = readEducation(
    useSection ? educationLines : lines,
    (first(values('degree'), asDegree) || firstSegment(top, degreeAlone)) as ReturnType<typeof asDegree>,
    values('school')[0] ?? '',
  );
  const education = useSection ? withDegreeColumnAfter(lines, educationLines, sectionRead) : sectionRead;

  const skills = extractSkills(text);
  const position =
    values('position')
      .map(matchPosition)
      .find((p) => p !== undefined) ?? findPosition(lines, sectionLines(lines, 'experience'));

  const email = withWrappedEnd(
    first(values('email'), (v) => findEmail(v) || obfuscatedEmail(v, true)) ||
      findEmailCutInDomain(lines) ||
      findEmail(lines.join('\n')) ||
      first(lines, (line) => obfuscatedEmail(line, false)),
    lines,
  );
  // The line with the e-mail: a sidebar's icon row may hold the gender and birth month too.
  const local = email.split('@')[0] ?? '';
  const contactLines = local.length >= 3 ? lines.filter((line) => line.includes(local)).slice(0, 2) : [];
  const alone = fieldsLabelledAlone(lines);
  const genderThenBirth = genderThenBirthParts(lines);
  // "姓名<TAB>龚振宇（Kevin" / "Gong）" (round 58): a form cell wrapped inside the English name in brackets after the
  // labelled name; the bracket left open is that name's start and is left out.
  const labelledName = (v: string) => {
    const value = v.replace(/\s*[（(][^（()）]{1,30}$/u, '');
    return asName(value, true) || invertedName(value);
  };
  const wholeNames = labelled
    .filter((l) => l.field === 'name' && !isNamePartLine(lines[l.line] ?? '') && !another[l.line])
    .map((l) => l.value);
  return {
    // The name rules in order of priority, the first that gives a name winning: labelled names, then the top's
    // surnameless name or the general search (their own order in `surnamelessOrFoundName`), then the fallbacks.
    name:
      // "Name: Priya Raman" before a form's First/Last name fields, which may be an emergency contact's (review 2).
      first(wholeNames, labelledName) ||
      nameFromFormParts(lines) ||
      first(values('name'), labelledName) ||
      surnamelessOrFoundName(lines, email) ||
      letterSpacedName(lines, email) ||
      givenAndFamilyApart(lines, email) ||
      (alone.has('name') ? nameBeforeLabel(lines) : ''),
    email,
    // All labelled numbers read together, so a mobile wins over a landline given first (电话：0551-… / 186…).
    // A number a narrow cell wrapped after its country code is read whole; the cover letter's letterhead is the
    // candidate's too, when the resume after it gives no number (seventeenth round).
    phone:
      markedMobile(top) ||
      // A footer contact line (the e-mail's) may mark the mobile too (fifty-second round).
      markedMobile(contactLines) ||
      // "Home (416) …" / "Cell (647) …" in a contact section at the page's foot (round 58), up to a referee's or
      // emergency contact's line (review mend 7).
      markedMobileInSection(sectionLines(lines, 'contact')) ||
      wholeIfWrapped(mobileOverLandline(findPhone(values('phone').join('\n')), top, contactLines), top) ||
      mobileBesideOffice(top) ||
      firstNumberMobileOverFixed(withWrappedNumbers(top)) ||
      firstNumberMobileOverFixed(firstNumberAndNextTwoLines(withWrappedNumbers(lines))) ||
      first(read.slice(0, letter), findPhone),
    gender:
      first(values('gender'), asLabelledGender) ||
      findGenderNearTop(lines, contactLines) ||
      (alone.has('gender') ? loneGender(lines) : '') ||
      (alone.has('birthday') ? loneSexAfterDate(lines) : '') ||
      genderAndBirthLine(lines).gender ||
      genderThenBirth.gender ||
      birthStatementLine(lines).gender ||
      personalDetailsLine(lines).gender ||
      genderBesideBirthLabel(lines) ||
      genderUnderDetailsHeading(lines) ||
      first(birthValues, genderAfterBirthDate),
    birthday:
      withWrappedHanMonth(first(birthValues, labelledBirthday), lines) ||
      findBirthdayNearTop(lines, contactLines) ||
      loneDateNearTop(lines) ||
      (alone.has('birthday') ? loneBirthday(lines) || birthdayBeforeLabel(lines) : '') ||
      genderAndBirthLine(lines).birthday ||
      genderThenBirth.birthday ||
      birthStatementLine(lines).birthday ||
      personalDetailsLine(lines).birthday ||
      bornLabelLine(lines) ||
      wrappedBirthLabel(lines) ||
      bornYearWrapped(lines) ||
      birthInProse(lines),
    github: first(values('github'), githubFromLabel) || findGithub(lines.join('\n')) || githubOverCells(lines),
    personalSite: first(values('site'), (v) => findSites(v)[0] ?? '') || (findSites(contact.join('\n'))[0] ?? ''),
    degree: education.degree,
    university: education.university,
    bachelor: education.bachelor,
    master: education.master,
    phd: education.phd,
    position: position?.en ?? '',
    role: position?.role ?? roleFromSkills(skills.tagsEnglish ? skills.tagsEnglish.split(', ') : []),
    tagsInEng: skills.tagsEnglish,
    tagsInChinese: skills.tagsChinese,
  };
}

/**
 * A labelled number that is a Chinese landline gives way to a mainland mobile in the header (thirty-second round):
 * "联系电话：0571-8555 2231（家）" with the mobile on another header line, as a two-cell header is read. The labelled
 * numbers already prefer a mobile among themselves; a recruiter calls the mobile. Since the forty-second round also a
 * mobile on the e-mail's line below the top ("手机：" left empty in the header, "177 2231 9048 | name@…" in a footer).
 */
function mobileOverLandline(labelled: string, top: string[], emailLines: string[]): string {
  if (!isChineseLandline(labelled)) return labelled;
  return first(withWrappedNumbers(top), chineseMobile) || first(emailLines, chineseMobile) || labelled;
}
