/**
 * The eleventh round (the eighth blind hold-out's misses, as kinds): well-known names of fields the dictionary knew
 * thinly, by their vendors' and projects' own names (no external list): LLM inference (FlashAttention, FP8, tensor
 * and pipeline parallelism, LLM serving), cloud LLM services (Amazon Bedrock, Azure OpenAI), edge AI boards
 * (Rockchip RK3588) and the edge itself, and the data annotator's trade (Prodigy, speech transcription, image
 * annotation, annotation QA). Format and markers as in `dictionary.ts`. Prodigy is also a word: exact case and
 * only in a list. FP8 is matched as a whole word in exact case. Quality Assurance is read from the annotator's and
 * reviewer's phrases only (not a bare "QA", which names testing jobs the dictionary already tags). The short
 * Chinese phrases (张量并行, 图像标注) and "LLM serving" are concept words (`^`), and a bare 大模型推理 is none (a
 * skills line "熟悉大模型推理框架 vLLM" names vLLM): earlier sets' labellers
 * did not count them in prose ("4 卡 A100 张量并行", "自动驾驶图像标注", "Engineer on LLM serving").
 */
export const SKILL_TABLE_AI_SERVING = `
# LLM inference
FlashAttention | | Flash Attention, FlashAttention-2, FlashAttention-3, FlashAttention2, FlashAttention3
=FP8 | | FP8 quantization, FP8 training, FP8 inference
Tensor Parallelism | ^张量并行 | tensor model parallelism
Pipeline Parallelism | ^流水线并行 |
^LLM Inference | | ^LLM inference, ^LLM serving, large language model inference, 大模型在线推理, 大模型推理服务, 大语言模型推理

# Cloud LLM services
Amazon Bedrock | | AWS Bedrock
Azure OpenAI | | Azure OpenAI Service

# Edge AI
=RK3588 | | RK3588S, Rockchip RK3588
Edge AI | 边缘AI | edge AI, on-device AI, 边缘 AI, 端侧AI, 端侧 AI, 边缘智能

# Data annotation
~=Prodigy | |
Speech Transcription | 语音转写 | speech transcription, audio transcription, 语音转录, 音频转写
Image Annotation | ^图像标注 | image annotation, image labeling, image labelling, bounding box annotation, 图像拉框标注, 拉框标注, 画框标注
Quality Assurance | 标注质检 | QA reviewer, QA review, annotation QA, quality assurance reviewer, 质检员
`;
