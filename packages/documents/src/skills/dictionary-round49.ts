/**
 * The forty-ninth round (issue 23): well-known names the thirty-ninth and fortieth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Short capitals that are ordinary words or other things elsewhere (HIP, STAC, WAF,
 * GIS, DQN, Skynet) match in exact case only, and HIP and Skynet only in a list or beside a language cue.
 */
export const SKILL_TABLE_ROUND49 = `
# GPU programming
=CuTe | | CUTLASS CuTe
ROCm | | AMD ROCm
~=HIP | | AMD HIP, HIP C++

# Clinical coding
ICD-10 | | ICD10, ICD-10-CM
SNOMED CT | | SNOMED-CT, SNOMED

# Forecasting libraries
PyTorch Forecasting | | pytorch-forecasting
PatchTST | |
GluonTS | |

# Geospatial
QGIS | |
ArcGIS | | ArcGIS Pro, ArcMap
=GIS | 地理信息系统 | geographic information systems
=STAC | | SpatioTemporal Asset Catalog

# Payments and messaging
IBM MQ | | WebSphere MQ, =MQSeries
ISO 20022 | | ISO20022

# Game backends
Agones | |
~=Skynet | | skynet framework

# Reinforcement learning
=DQN | | Deep Q-Network, Deep Q-Networks, Deep Q-Learning
Stable-Baselines3 | | Stable Baselines3, Stable-Baselines, =SB3
Curriculum Learning | | curriculum learning

# Graph databases
NebulaGraph | | Nebula Graph

# Security
=WAF | Web 应用防火墙 | web application firewall, Web应用防火墙

# Machine learning libraries and tools
torchvision | |
Google Colab | | =Colab, Colaboratory
DistilBERT | |
Grounding DINO | | GroundingDINO
PointPillars | |

# Speech
Praat | |

# Job queues
BullMQ | |

# Android
LiveData | |
`;
