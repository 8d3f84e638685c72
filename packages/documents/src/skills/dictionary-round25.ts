/**
 * The twenty-fifth round (issue 23): widely used methods and tools the twenty-first blind set named and the dictionary
 * lacked, chosen by hand by their projects' or methods' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Temporal (the workflow engine) is also an ordinary word, so it counts with exact case
 * and only in a list; mT5 and MCP are written so (MT5 is a trading terminal), and a Kubernetes Operator with its capital
 * (`wrote a Kubernetes operator` is Kubernetes work). A longer name here takes its span
 * whole: XLM-RoBERTa is not also BERT, HiFi-GAN not also GAN, sentence-transformers not the Transformer architecture.
 */
export const SKILL_TABLE_ROUND25 = `
# LLM post-training
Reward Modeling | 奖励模型 | reward modelling, 奖励建模, 奖励模型训练

# Experimentation and causal inference
Uplift Modeling | 增益模型 | uplift modelling, uplift model, uplift models, uplift模型, uplift建模, 增益建模
Multi-Armed Bandit | 多臂老虎机 | multi-armed bandits, multi armed bandit, 多臂赌博机
Contextual Bandits | 上下文老虎机 | contextual bandit, contextual multi-armed bandit, LinUCB
EconML | |
CausalML | |

# Speech
FastSpeech 2 | | FastSpeech2, FastSpeech
HiFi-GAN | | HiFiGAN
ECAPA-TDNN | |

# 3D vision and video
COLMAP | |
Multi-view Stereo | 多视图立体 | multi-view stereo, multiview stereo, =MVSNet, 多视角立体, 多视图立体匹配
Depth Estimation | 深度估计 | monocular depth estimation, depth prediction, 单目深度估计
Action Recognition | 动作识别 | human action recognition, activity recognition, 行为识别, 人体动作识别

# Multilingual NLP and translation
XLM-RoBERTa | | XLM-R, XLMR
=mT5 | |
=fairseq | | Fairseq
Marian NMT | | MarianNMT, MarianMT
sentence-transformers | | sentence transformers, SentenceTransformers, =SBERT, Sentence-BERT

# Search and recommendation
=DSSM | |

# Agents and workflow
=MCP | | Model Context Protocol
~=Temporal | | Temporal.io, Temporal workflows
PagedAttention | | paged attention

# Science and optimisation
Flow Matching | 流匹配 | flow-matching, conditional flow matching
Protein Language Models | 蛋白质语言模型 | protein language model, =ESM-2, =ESM2
Bayesian Optimization | 贝叶斯优化 | Bayesian optimisation, =BoTorch

# Graphics
Compute Shaders | 计算着色器 | compute shader
Physically Based Rendering | 基于物理的渲染 | physically-based rendering, =PBR
Global Illumination | 全局光照 | real-time global illumination

# Cloud, mobile, frontend and supply chain
AWS Batch | |
MapKit | |
Sigstore | |
react-i18next | | =i18next
=Kubernetes Operators | | =Kubernetes Operator, =K8s Operator, =K8s Operators, Operator SDK, Kubebuilder
`;
