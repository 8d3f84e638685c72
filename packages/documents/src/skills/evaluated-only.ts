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
/** What was kept after the evaluation ends the evaluated names: `… (kept vLLM)`, `chose Kubeflow`, `最终选 LangGraph`. */
const KEPT =
  /\b(?:kept|keep|chose|choose|choosing|chosen|stayed|stay|staying|selected|in[ \t]+favou?r[ \t]+of)\b|最终选|选用|改用|改为|保留/i;
const NOT_ADOPTED =
  /\b(?:not[ \t]+(?:adopted|kept|chosen|pursued|used)|did[ \t]+not[ \t]+adopt|didn['’]t[ \t]+adopt|neither[ \t]+adopted|none[ \t]+adopted|dropped|rejected|abandoned|decided[ \t]+against)\b|未采用|未纳入|弃用|放弃|未落地|没有采用/i;
/** The evaluation word as a label: `Evaluated:`, `Benchmarked only:`, `Evaluated, not adopted:`, `评估过：`. */
const AS_LABEL = /^[^:：.。;；]{0,30}[:：]/;
const SENTENCE_END = /[。！!？?]|\.(?=\s|$)/g;
/** `Nomad (evaluated)`, `TensorRT-LLM（评估过，未采用）`: the bracket right after the name. */
const OWN_BRACKET = /^[ \t]*[(（][ \t]*(?:evaluated|benchmarked|piloted|trialled|评估|调研|试用)/i;

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
  const endsSentence = /[。！!？?.]\s*$/.test(line);
  const { sentence, at, to } = sentenceOf(endsSentence ? line : `${line} ${next}`, start, end);
  const evaluations = [...sentence.slice(0, at).matchAll(EVALUATION)];
  const last = evaluations.at(-1);
  if (last === undefined) return false;
  const afterWord = last.index + last[0].length;
  if (KEPT.test(sentence.slice(afterWord, at))) return false;
  // Under the label up to the next one: `Evaluated: AWS SageMaker　了解 / Basic: Rust` keeps Rust (graded, not evaluated).
  const label = AS_LABEL.exec(sentence.slice(afterWord));
  if (label) return !/[:：]/.test(sentence.slice(afterWord + label[0].length, at));
  // What was kept, named after the evaluated ones, says they were not: `Benchmarked TGI and SGLang (kept vLLM)`.
  return NOT_ADOPTED.test(sentence.slice(last.index)) || KEPT.test(sentence.slice(to));
}
