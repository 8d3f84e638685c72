/**
 * The twenty-sixth round (issue 23): widely used methods and tools the twenty-second blind set named and the
 * dictionary lacked, chosen by hand by their projects' or methods' own names (no external list copied or consulted).
 * Format and markers as in `dictionary.ts`. Cypher, RDF, TFX and NLLB count with exact case (a cipher, an `rdf` file
 * suffix); Rasa is also a given name, so it counts only in a list; CSI alone is also a camera interface and channel
 * state information, so the bare letters count only in a list and the Kubernetes phrases anywhere.
 */
export const SKILL_TABLE_ROUND26 = `
# Geospatial
GDAL | |
Rasterio | |
Remote Sensing | 遥感 | remote-sensing, 遥感影像, 卫星遥感

# Vision models and tools
SegFormer | |
U-Net | | UNet
DeepLab | | DeepLabv3, DeepLabv3+, DeepLab v3, DeepLab v3+
Albumentations | |

# Distributed training and data
Horovod | |
MinHash | | MinHash LSH
Parquet | | Apache Parquet
TFX | | =TFX, TensorFlow Extended

# Code models and NLP
tree-sitter | | treesitter
CodeBERT | |
Text-to-SQL | | NL2SQL, Text2SQL
=NLLB | | NLLB-200
~=Rasa | | Rasa Open Source
jieba | 结巴分词 | =jieba分词
Speech Translation | 语音翻译 | speech-to-speech translation, speech-to-text translation, 端到端语音翻译
Contrastive Learning | 对比学习 | contrastive pre-training, contrastive pretraining

# Knowledge graphs
=Cypher | | Cypher query language
SPARQL | |
=RDF | | Resource Description Framework
Entity Alignment | 实体对齐 |

# Causal inference
DoWhy | |

# Operations research and pricing
Operations Research | 运筹优化 | 运筹学, operational research
Linear Programming | 线性规划 | linear programme, linear programmes
Dynamic Pricing | 动态定价 |

# Storage
SPDK | |
~=CSI | | Container Storage Interface, Kubernetes CSI, CSI driver, CSI plugin, CSI 插件
Erasure Coding | 纠删码 | erasure code, erasure codes

# Payments
Adyen | |
`;
