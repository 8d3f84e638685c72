import { dictionaryNameLookup } from './skill-index.ts';

/**
 * Fifty-ninth round: a product the candidate only evaluated, benchmarked, piloted or tried and then did not adopt is
 * no skill of theirs (`Evaluated Metaflow and SageMaker Pipelines; chose Kubeflow`, `Benchmarked X and Y (kept
 * vLLM)`, `评估过 AWS SageMaker，因合规原因未采用`). The labellers leave such products optional or out; the product they
 * kept stays a skill. A name counts as only evaluated when it stands after an evaluation word in the same sentence,
 * before any word that says what was kept, and
 * - the sentence says it was not adopted (`not adopted`, `dropped`, `decided against`, 未采用, 弃用 …) or names what
 *   was kept after it (`kept vLLM`, `chose Kubeflow`, 最终选), or
 * - the evaluation word is a label over the list (`Evaluated:`, `Benchmarked only:`, `评估过：`), or
 * - the name has the evaluation in its own bracket (`Nomad (evaluated)`, `TensorRT-LLM (evaluated, not adopted)`).
 * An evaluation with no such word (`evaluated the models with lm-evaluation-harness`) is the candidate's work.
 */

const EVALUATION =
  /\b(?:evaluated|evaluating|evaluation[ \t]+of|benchmarked|piloted|trialled|trialed|prototyped)\b|评估过|调研过|试用过|评估未采用/gi;
/**
 * A word that ends the evaluated part: a name after it is no longer under the evaluation (`Evaluated A; chose B`,
 * `评估过 Spark，保留了原有的 Hive`). Broad on purpose: it can only keep a name.
 */
const KEPT_STOPS =
  /\b(?:kept|keep|chose|choose|choosing|chosen|stayed|stay|staying|selected|in[ \t]+favou?r[ \t]+of)\b|最终选|选用|改用|改为|保留/i;
/**
 * What was kept, named after the evaluated ones: the kept word with a product's name among the next three words
 * (`kept vLLM`, `chose Kubeflow`, `stayed on Kubernetes`, `choosing self-hosted Qdrant`, `kept pgvector`, `最终选
 * LangGraph`). `kept p99 latency`, `selected the best by NDCG`, `stayed on it` and `保留了原有的 Hive 表` name no product
 * kept instead (review of round 59).
 */
const KEPT_WORD = /\b(?:kept|chose|choosing|chosen|stayed|selected|in[ \t]+favou?r[ \t]+of)\b/g;
const KEPT_WORD_ZH = /(?:最终选(?:用|择|了)?|选用|改用|改为|保留)[ \t]*[A-Za-z]/;
const NEXT_WORDS = /^(?:[ \t]+[^\s]+){1,3}/;
let lookup: Map<string, string> | undefined;
/** A word that is a product's name: capitalised or with a capital inside (`vLLM`), or a lower-case product (`pgvector`). */
function namesProduct(word: string): boolean {
  const bare = word.replace(/^[(（"“]+|[)）"”,.;:!?]+$/g, '');
  if (/^\p{Lu}|^\p{Ll}+\p{Lu}/u.test(bare)) return true;
  lookup ??= dictionaryNameLookup();
  const en = lookup.get(bare.toLowerCase());
  return en !== undefined && /^\p{Ll}/u.test(en);
}
function keptNamesProduct(after: string): boolean {
  if (KEPT_WORD_ZH.test(after)) return true;
  for (const m of after.matchAll(KEPT_WORD)) {
    const words =
      NEXT_WORDS.exec(after.slice(m.index + m[0].length))?.[0]
        .trim()
        .split(/\s+/) ?? [];
    if (words.some(namesProduct)) return true;
  }
  return false;
}
/**
 * Words that say the evaluated products were not adopted, wherever they stand: `not adopted`, `decided against`,
 * `chose to stay native`, `kept an in-house model instead`.
 */
const NOT_ADOPTED =
  /\b(?:not[ \t]+(?:adopted|kept|chosen|pursued|used)|did[ \t]+not[ \t]+adopt|didn['’]t[ \t]+adopt|neither[ \t]+adopted|none[ \t]+adopted|decided[ \t]+against|(?:chose|decided)[ \t]+(?:to[ \t]+stay|not[ \t]+to)|(?:kept|stayed[ \t]+with|chose|built|went[ \t]+with|used|wrote)\b[^.;]{0,40}\binstead)\b/i;
/**
 * `dropped`, `rejected` and `abandoned` only with the product as their object: `was dropped`, `dropped it`, `dropped
 * Pulumi`, or opening a clause with nothing dropped after it (`; dropped after a quarter`). `dropped deploy time` and
 * `; rejected requests fell` are outcomes, not a verdict.
 */
const DROPPED =
  /\b(?:was|were|been|got|later|eventually|both|then)[ \t]+(?:dropped|rejected|abandoned)\b|\b(?:dropped|rejected|abandoned)[ \t]+(?:(?:it|them|both)\b|(?=[A-Z]))|(?:^|[;；,，(（—–])[ \t]*(?:[Dd]ropped|[Rr]ejected|[Aa]bandoned)(?=[ \t]*(?:$|[,.;:)）]|(?:after|in[ \t]+\d|in[ \t]+favou?r|by|for[ \t]+(?:cost|budget|compliance|licen)|due|because|as|when|once|following)\b))/;
/** The Chinese verdicts, unless another project's (`另一个项目因预算未落地`). */
const NOT_ADOPTED_ZH = /未采用|未纳入|弃用|放弃|未落地|未上线|没有采用|(?:改为|改用|转为|最终选择?)自研/;
const ANOTHER_ZH = /另一|另外|其他|其它|别的/;
/**
 * The evaluation word as a label: it opens the line or an item of it (`Evaluated:`, `Benchmarked only:`,
 * `Evaluated, not adopted:`, `Evaluated and dropped:`, `评估过：`, `评估未采用 / Evaluated:`), with at most `only`, a
 * verdict (`not adopted`, `dropped`) or a short bracket before the colon. `Prototyped in three weeks:` and `Evaluation of search quality:` are no such label.
 */
const AS_LABEL =
  /^[ \t]*(?:only|(?:[,，]|and|but)?[ \t]*(?:not[ \t]+adopted|dropped|rejected|abandoned)|[,，]?[ \t]*未采用|[(（][^)）:：]{0,20}[)）])?[ \t]*[:：]/i;
const OPENS_ITEM = /(?:^|[/|·•▪●])[ \t*•\-–]*$/;
const SENTENCE_END = /[。！!？?]|\.(?=\s|$)/g;
/**
 * `Nomad (evaluated)`, `TensorRT-LLM (evaluated, not adopted)`, `Isaac Gym (evaluated in 2021, not adopted)`,
 * `（评估过，未采用）`: the bracket right after the name holding only the evaluation, perhaps when or what for, and its
 * verdict. `(benchmarked against JAX, …)` names what it was measured against, and `(piloted in 2019, now the company
 * standard)` says it was adopted (review of round 59).
 */
const OWN_BRACKET =
  /^[ \t]*[(（][ \t]*(?:(?:evaluated|benchmarked|piloted|trialled|trialed|prototyped)\b(?![^)）]*\b(?:against|vs\.?|versus|than|over)\b)[^(),;，；）]{0,40}(?:[,;，；][ \t]*(?:not[ \t]+(?:adopted|kept|used|chosen)|dropped|rejected|abandoned)\b[^()）]{0,20})?|(?:评估|调研|试用)[过后]?(?:[，,、]?[ \t]*(?:未采用|未上线|未落地|未纳入|弃用|放弃|没有采用))?)[ \t]*[)）]/i;
/** A next line that opens with a bullet is another item: a sentence does not wrap onto it. */
const OPENS_BULLET = /^[ \t]*(?:[•·▪●◦‣*\-–—]|\d+[.)](?=\s))/;

/** The sentence of `line` around [start, end), with the match's place in it. */
function sentenceOf(line: string, start: number, end: number): { sentence: string; at: number; to: number } {
  let from = 0;
  let until = line.length;
  for (const m of line.matchAll(SENTENCE_END)) {
    if (m.index < start) from = m.index + 1;
    else if (m.index >= end) {
      until = m.index;
      break;
    }
  }
  return { sentence: line.slice(from, until), at: start - from, to: end - from };
}

/** Is the name at [start, end) of `line` (and its wrap onto `next`) a product only evaluated, not adopted? */
export function onlyEvaluated(line: string, start: number, end: number, next = ''): boolean {
  if (OWN_BRACKET.test(line.slice(end))) return true;
  // A sentence that wraps goes on on the next line ("…for contextual bandits on ad slots;" / "we did not ship it").
  const endsSentence = /[。！!？?.]\s*$/.test(line) || OPENS_BULLET.test(next);
  const { sentence, at, to } = sentenceOf(endsSentence ? line : `${line} ${next}`, start, end);
  const evaluations = [...sentence.slice(0, at).matchAll(EVALUATION)];
  const last = evaluations.at(-1);
  if (last === undefined) return false;
  const afterWord = last.index + last[0].length;
  if (KEPT_STOPS.test(sentence.slice(afterWord, at))) return false;
  // Under the label up to the next one: `Evaluated: AWS SageMaker　了解 / Basic: Rust` keeps Rust (graded, not evaluated).
  const label = OPENS_ITEM.test(sentence.slice(0, last.index)) ? AS_LABEL.exec(sentence.slice(afterWord)) : null;
  if (label) return !/[:：]/.test(sentence.slice(afterWord + label[0].length, at));
  // What was kept, named after the evaluated ones, says they were not: `Benchmarked TGI and SGLang (kept vLLM)`.
  const fromEvaluation = sentence.slice(last.index);
  const zh = NOT_ADOPTED_ZH.exec(sentence.slice(to));
  return (
    NOT_ADOPTED.test(fromEvaluation) ||
    DROPPED.test(fromEvaluation) ||
    NOT_ADOPTED_ZH.test(sentence.slice(last.index, to)) ||
    (zh !== null && !ANOTHER_ZH.test(sentence.slice(to, to + zh.index))) ||
    keptNamesProduct(sentence.slice(to))
  );
}
