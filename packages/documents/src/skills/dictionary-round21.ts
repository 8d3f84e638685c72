/**
 * The twenty-first round (issue 23): well-known models and tools the seventeenth blind set named and the dictionary
 * lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and markers as
 * in `dictionary.ts`. VITS (a speech-synthesis model) is written in capitals, unlike ViTs, the plural of the vision
 * transformer; Mask R-CNN and Faster R-CNN are detectors, so their CNN is not read as a skill of its own; Mistral is
 * also a wind, so exact case. The same round gave existing skills names: ASP.NET MVC and ASP.NET Core of .NET (so
 * their MVC is not the pattern alone), 推荐排序 of Recommender Systems, 实体抽取 of Named Entity Recognition, 量化部署
 * of Quantization; and Kafka Streams became exact case (`Kafka streams` in lower case are streams in Kafka).
 */
export const SKILL_TABLE_ROUND21 = `
# Models and serving
=VITS | | VITS TTS
Mask R-CNN | | MaskRCNN, Mask RCNN
Faster R-CNN | | FasterRCNN, Faster RCNN
GraphSAGE | | Graph SAGE
=Mistral | | Mistral 7B, Mixtral, Mistral AI
TensorFlow Serving | | TF Serving, TF-Serving, TFServing

# Data
Spark Structured Streaming | | Structured Streaming
`;
