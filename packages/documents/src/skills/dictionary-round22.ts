/**
 * The twenty-second round (issue 23): widely used tools and methods the eighteenth blind set named and the dictionary
 * lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and markers as
 * in `dictionary.ts`. Gymnasium is also a German secondary school (`Gymnasium Landsberg`), so it counts only as a
 * list item with exact case; DIEN, ESMM and BGE are written in capitals; CenterPoint is also a utility company's
 * name, so exact case. Multi-agent reinforcement learning takes 多智能体强化学习 whole, so its 多智能体 is not read as
 * LLM agents, and 3D object detection takes 3D 目标检测 whole (the labellers tag the 3D task, not 2D detection).
 */
export const SKILL_TABLE_ROUND22 = `
# Reinforcement learning
RLlib | | Ray RLlib
~=Gymnasium | | OpenAI Gym, Farama Gymnasium
PettingZoo | |
=MAPPO | | Multi-Agent PPO
=QMIX | |
Multi-Agent Reinforcement Learning | 多智能体强化学习 | =MARL, multi-agent RL, multi-agent reinforcement learning, 多智能体 RL
=MCTS | 蒙特卡洛树搜索 | Monte Carlo tree search, Monte-Carlo tree search
Self-Play | 自博弈 | self-play training
=GRPO | | Group Relative Policy Optimization
Unity ML-Agents | | ML-Agents
Domain Randomization | 域随机化 | domain randomisation
Reward Shaping | 奖励塑形 | reward shaping

# Operations research
Mixed Integer Programming | 混合整数规划 | mixed-integer programming, =MILP, mixed integer linear programming, 混合整数线性规划
Gurobi | |
OR-Tools | | Google OR-Tools

# Autonomous driving perception
BEV Perception | BEV 感知 | BEV感知, bird's-eye-view perception
Occupancy Network | 占用网络 | occupancy networks, occupancy prediction, 占用预测
BEVFormer | |
BEVFusion | |

# Search and recommendation
=Solr | | Apache Solr
=GBDT | 梯度提升决策树 | gradient boosted decision trees, gradient-boosted decision trees
=DIEN | |
=ESMM | |
Seq2Seq | | sequence-to-sequence, seq2seq models
Semantic Matching | 语义匹配 | semantic matching, text matching, 文本匹配
Image Retrieval | 图像检索 | image retrieval, 以图搜图

# Models and tools
PhoBERT | |
DeBERTa | | DeBERTa-v3, DeBERTaV3
LLaVA | | LLaVA-NeXT, LLaVA-1.5
lm-evaluation-harness | | lm-eval-harness, lm-eval, LM Evaluation Harness
OpenAI Evals | |
Montreal Forced Aligner | |
DeepStream | | NVIDIA DeepStream, DeepStream SDK
GStreamer | |
MockK | |
Spark MLlib | | MLlib
Visual Odometry | 视觉里程计 | visual odometry
Content Moderation | 内容审核 | content moderation, content-moderation

# Certifications
Alibaba Cloud Certification | 阿里云认证 | 阿里云ACP, 阿里云 ACP, 阿里云ACA, 阿里云 ACA, 阿里云ACE, 阿里云 ACE, Alibaba Cloud Certified
`;
