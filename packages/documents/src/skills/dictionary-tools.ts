/**
 * The eighth round (the fifth blind hold-out's misses, as kinds): well-known tools a resume names that the
 * dictionary lacked, by their usual names, in the format of `dictionary.ts`. Hardware verification and board
 * tools (cocotb, Questa, ModelSim, LTspice, HyperLynx, Simulink apart from MATLAB), MLOps (Feast, Evidently,
 * TorchServe, Diffusers), Kubernetes and identity (Karpenter, Keycloak), data labelling (Labelbox), JVM
 * libraries (RxJava, Drools), Microsoft Azure's data and governance services, product analytics common in China
 * (GrowingIO), spreadsheets (Google Sheets) and the operations practice 用户运营. Words that are also ordinary
 * English ("evidently", "a feast") are exact case, and Evidently counts only in a list or after "with"/"using".
 */
export const SKILL_TABLE_TOOLS = `
# Hardware and embedded
cocotb | | =Cocotb
QuestaSim | | Questa, Questa Sim, Questa Advanced Simulator
ModelSim | | Model Sim
LTspice | | LT spice, LTSpice
HyperLynx | | Hyperlynx SI, HyperLynx SI/PI
Simulink | |

# Machine learning and AI
=Feast | | Feast feature store
~=Evidently | | Evidently AI
TorchServe | | Torch Serve
Diffusers | | Hugging Face Diffusers, HF Diffusers

# Cloud, DevOps and operations
Karpenter | |
Keycloak | |
Azure Data Factory | | ADF pipelines, =Data Factory
Azure Synapse | | Azure Synapse Analytics, Synapse Analytics
Azure Policy | |

# Data engineering and databases
Labelbox | |
GrowingIO | | Growing IO

# Web, backend and mobile frameworks
RxJava | | RxKotlin, RxAndroid
Drools | | Drools rule engine

# Business and collaboration
Google Sheets | Google 表格 | Google Spreadsheets
User Operations | 用户运营 | user operations, user ops
`;
