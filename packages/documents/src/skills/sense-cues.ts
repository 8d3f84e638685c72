/**
 * Names whose skill is one sense among others (twenty-first round): the words of the skill's own field on the same
 * line tell which sense is meant. Read on the match's line only (at most 80 characters each side), so linear.
 */

/**
 * A name that counts only with its field's words on the line. MVP is the Model-View-Presenter pattern beside its
 * siblings (MVC, MVVM, MVI) or the word architecture or pattern (`从 MVP 迁移到 MVVM`, `MVP 架构`); elsewhere it is a
 * minimum viable product (`shipped the marketplace MVP`) or a most valuable player (`篮球校队 MVP`).
 */
const SENSE_NEEDS_CUE: ReadonlyMap<string, RegExp> = new Map([
  ['MVP', /\bMV(?:C|VM|I)\b|\barchitecture|\bpatterns?\b|\bpresenter|架构|设计模式/i],
]);

/**
 * A name that counts in prose, outside a list, when its field's words are on the line: Prophet, an ordinary word
 * in a list only, is the forecasting library beside forecasting or time series (`Demand forecasting: Prophet
 * baseline, then …`), not a prophet elsewhere.
 */
const SENSE_SUPPORTED_BY: ReadonlyMap<string, RegExp> = new Map([
  ['Prophet', /forecast|time[- ]series|预测|时序/i],
  // Celery, a vegetable too, is the task queue beside the web framework or the broker it runs with (thirtieth round).
  ['Celery', /\b(?:Django|Flask|FastAPI|RabbitMQ|Redis)\b|task queue|任务队列|异步任务/i],
]);

/** Is this a mention of another sense of the skill's name (no word of its field on the line)? */
export const lacksSenseCue = (skill: string, line: string): boolean => {
  const cue = SENSE_NEEDS_CUE.get(skill);
  return cue !== undefined && !cue.test(line);
};

/** Does the line name the field of a skill whose name alone is an ordinary word? */
export const senseSupported = (skill: string, line: string): boolean =>
  SENSE_SUPPORTED_BY.get(skill)?.test(line) ?? false;
