/**
 * The twenty-eighth round (issue 23): widely used tools and a few fields of work the twenty-fourth blind set named and
 * the dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format
 * and markers as in `dictionary.ts`. Acronyms that are also other things (SDV a vehicle class, TVAE, KEDA, SSIS, RKNN)
 * count with exact case; a longer name takes its span, so `VMware vSphere` is the product, not generic Virtualization.
 */
export const SKILL_TABLE_ROUND28 = `
# ML tooling
Optuna | |
Ultralytics | | Ultralytics YOLO
Google Earth Engine | | Earth Engine

# Synthetic data and privacy
=SDV | | Synthetic Data Vault
=CTGAN | |
=TVAE | |
OpenDP | |
Differential Privacy | 差分隐私 | differentially private

# Data engineering
Dagster | |
Informatica PowerCenter | | ~PowerCenter
=SSIS | | SQL Server Integration Services

# Speech
Tacotron 2 | | Tacotron
Coqui TTS | | Coqui
Voice Cloning | 声音克隆 | 语音克隆, 音色克隆

# Cloud and infrastructure
=KEDA | |
VMware vSphere | | vSphere

# 3D and video
nerfstudio | |
PyTorch3D | |
AnimateDiff | |
PySceneDetect | |
DeepSORT | | Deep SORT
Video Generation | 视频生成 | 图生视频, 文生视频

# Edge AI
=RKNN | | RKNN-Toolkit, RKNN Toolkit2, RKNN-Toolkit2

# Data modelling
=Kimball | | Kimball methodology

# Frontend
Turborepo | |

# LLM safety
AI Safety | AI 安全 | AI safety, LLM safety, 大模型安全
Prompt Injection | 提示注入 | prompt-injection
Sparse Autoencoders | 稀疏自编码器 | sparse autoencoder

# Sensing
Hyperspectral Imaging | 高光谱成像 | hyperspectral imagery, 高光谱图像, 高光谱
`;
