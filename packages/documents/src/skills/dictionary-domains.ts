/**
 * Issue 23's ninth round: whole fields of work the sixth blind hold-out showed the dictionary barely knew, each
 * filled with the well-known tools, frameworks and methods a recruiter tags in that field, by their usual names
 * and aliases (English and Chinese), in the format of `dictionary.ts`. Sources, names only: the Stack Overflow
 * Developer Survey's lists and Stack Overflow's tags for each field (survey data under the Open Database
 * License), the projects' own names as their repositories and vendors write them, and the skill names of the
 * non-engineering fields as job advertisements write them. Chinese names are ours.
 *
 * Fields: speech recognition, robotics and SLAM, blockchain, game development, database internals, compilers and
 * build tools, technical writing, agile delivery, pre-sales, healthcare data, HR, finance, product and user
 * operations, and ML serving and cluster infrastructure. Ordinary words among them (Foundry, Substrate, Epic,
 * lifelines, Shiny, Vale, Sphinx, Ninja, Volcano, Cartographer, Eigen, Ceres) are exact case and, where
 * even that is common, count only in a list (`~`); concept words (facilitation, budgeting, KPI, 用户增长, 售前 as in
 * 售前售后咨询, distributed transactions in prose about a patent or a library) only in a skills section or a list
 * (`^`). Left out after the bench: storage engines, consensus algorithms, EHR, DeFi and LeSS (each met the other
 * sets only in prose that no labeller counted, or, for LeSS, collided with the CSS language Less), and cost
 * accounting as management accounting (成本核算 in a project manager's list); Tracy (the profiler) only by its
 * full name: a list of colleagues' first names made the bare name count.
 */
export const SKILL_TABLE_DOMAINS = `
# Speech and audio
Kaldi | |
~=k2 | | k2-fsa
icefall | |
ESPnet | | =Espnet
WeNet | | =Wenet
NVIDIA NeMo | | =NeMo
SpeechBrain | |
wav2vec 2.0 | | wav2vec, wav2vec2
~=CTC | | connectionist temporal classification, CTC loss, CTC decoding
RNN-T | | RNN Transducer, =RNNT, neural transducer, transducer models
=Conformer | | Conformer encoder
WFST | | weighted finite-state transducers, weighted finite state transducer, OpenFst
Speaker Recognition | 声纹识别 | speaker verification, speaker identification, 说话人识别, 语者验证, 语者识别, 语者辨识
Voice Activity Detection | 语音端点检测 | =VAD
Keyword Spotting | 语音唤醒 | wake word detection, 关键词检测, =KWS
Speech Enhancement | 语音增强 | noise suppression, 语音降噪

# Robotics and SLAM
MoveIt | | MoveIt 2, MoveIt2
Gazebo | | Gazebo Sim, Ignition Gazebo
Isaac Sim | | NVIDIA Isaac Sim, Isaac Lab, Isaac ROS
Webots | |
MuJoCo | |
PyBullet | |
~=Cartographer | | Google Cartographer
=LOAM | | A-LOAM, LeGO-LOAM
LIO-SAM | |
FAST-LIO | | FAST-LIO2
ORB-SLAM | | ORB-SLAM2, ORB-SLAM3, ORB SLAM
VINS-Fusion | | VINS-Mono, VINS Fusion
~=Eigen | | Eigen3, Eigen library
Ceres Solver | | ~=Ceres
g2o | |
GTSAM | |
Kalman Filter | 卡尔曼滤波 | Kalman filters, Kalman filtering, extended Kalman filter, =EKF, unscented Kalman filter, =UKF, 扩展卡尔曼滤波
Factor Graph | 因子图 | factor graphs, factor-graph optimization, 因子图优化
Motion Planning | 运动规划 | path planning, trajectory planning, 路径规划, 轨迹规划
Behavior Trees | 行为树 | BehaviorTree.CPP, behaviour trees, behavior tree, behaviour tree
Nav2 | | Navigation2, ROS 2 Navigation
PX4 | | PX4 Autopilot
ArduPilot | |
MAVLink | |
URDF | |

# Blockchain
Blockchain | 区块链 | blockchain development, 区块链开发
Ethereum | 以太坊 |
Smart Contracts | 智能合约 | smart contract, smart contract development, 智能合约开发
=EVM | | Ethereum Virtual Machine
Hardhat | |
~=Foundry | | Foundry Forge
OpenZeppelin | |
ethers.js | | =ethers, ethers v6
web3.js | | =Web3.js
=The Graph | | The Graph protocol, =subgraphs, =Subgraph
Cosmos SDK | |
~=Substrate | | Substrate framework, Parity Substrate
Polkadot | |
Solana | |
Hyperledger Fabric | | Hyperledger
IPFS | |
Chainlink | |
Zero-Knowledge Proofs | 零知识证明 | zero knowledge proofs, zk-SNARKs, zk-SNARK, zkSNARK, ZK proofs

# Game development
Game Development | 游戏开发 | game programming, 游戏客户端, 游戏客户端开发, 游戏引擎开发, gameplay programming, gameplay programmer, 游戏研发, game engine, game engines, 游戏引擎, game engine programmer, game programmer
DirectX | | DirectX 12, DirectX 11, =DX12, =DX11, Direct3D, =D3D12, =D3D11
Shaders | 着色器 | shader, shader programming, shader development, Shader 开发, Shader编写
RenderDoc | |
=PIX | | PIX on Windows
Perforce | | Helix Core, =P4V
Unity Profiler | |
xLua | | =XLua, toLua, =tolua
Tracy Profiler | | Tracy frame profiler
NVIDIA Nsight | | =Nsight, Nsight Graphics, Nsight Systems, Nsight Compute
PhysX | |
Havok | |
Wwise | |
FMOD | |
Cocos2d-x | | Cocos Creator, =Cocos
Godot | | Godot Engine
Entity Component System | | entity-component-system

# Database internals
InnoDB | |
RocksDB | |
LevelDB | |
LSM Tree | LSM树 | LSM-tree, LSM trees, log-structured merge tree
=MVCC | 多版本并发控制 | multi-version concurrency control, multiversion concurrency control
=Raft | | Raft consensus, Raft protocol, Raft 协议, multi-Raft
=Paxos | | Multi-Paxos
^Distributed Transactions | ^分布式事务 | ^distributed transaction, two-phase commit, =2PC, 两阶段提交
B+ Tree | B+树 | B+ trees, B+-tree
Write-Ahead Logging | 预写日志 | write-ahead log, =WAL

# Compilers, build and performance tools
TableGen | | LLVM TableGen
~=Ninja | | Ninja build
Intel VTune | | =VTune, VTune Profiler
SelectionDAG | | GlobalISel

# Technical writing
=Markdown | |
reStructuredText | | =reST
AsciiDoc | | Asciidoctor
=DITA | | DITA XML, Darwin Information Typing Architecture
~=Sphinx | | Sphinx documentation, Sphinx docs
MkDocs | | Material for MkDocs, mkdocs-material
Docusaurus | |
MadCap Flare | | =Flare
Oxygen XML Editor | | oXygen XML, Oxygen XML
~=Vale | | Vale linter
Docs as Code | | docs-as-code, documentation as code
API Documentation | API文档 | API docs, API reference, API references, API reference documentation, API reference docs, 接口文档编写
Doxygen | |
Jekyll | |
Read the Docs | | ReadTheDocs

# Agile delivery
=SAFe | | Scaled Agile Framework, =PI Planning, SAFe 6
Jira Align | |
Agile Coaching | 敏捷教练 | agile coach, agile coaching, 敏捷辅导
^Facilitation | | workshop facilitation, facilitating workshops
Azure DevOps | | Azure Boards, Azure Pipelines
Trello | |
Asana | |

# Sales engineering
Pre-sales | ^售前 | presales, pre-sales engineering, 售前支持, 售前技术支持, 售前方案
RFP Responses | 标书编写 | =RFP, =RFPs, RFI responses, 投标文件, 标书制作
Fivetran | |

# Healthcare data
~=Epic | | Epic Clarity, Epic Caboodle, Epic EHR, Epic Systems
OMOP | | OMOP CDM, OHDSI
~=lifelines | | lifelines (Python)
~=Shiny | | R Shiny, Shiny apps, Shiny dashboards
R Markdown | | RMarkdown, =Rmd, Quarto
FHIR | | HL7 FHIR, =HL7
REDCap | |

# Human resources
Performance Management | 绩效管理 | performance reviews, 绩效考核, 绩效体系
Compensation and Benefits | 薪酬福利 | compensation & benefits, =C&B, compensation and benefit, 薪酬管理, 薪资福利
Employee Relations | 员工关系 | employee relations management, 员工关系管理, 劳动关系
Talent Review | 人才盘点 | talent reviews, talent calibration, 人才评估
^KPI | | ^=KPIs, key performance indicators, 关键绩效指标
Organization Development | 组织发展 | organisational development, organizational development
Training and Development | 培训发展 | learning and development, =L&D, 培训体系搭建, 培训与发展
Labor Law | 劳动法 | employment law, labour law, 劳动法实务, 劳动合同法
Succession Planning | 继任计划 | succession plans, 继任者计划
HRIS | | HR information systems, SAP SuccessFactors, SuccessFactors
^Payroll | 薪资核算 | payroll processing, 算薪

# Finance
FP&A | 财务规划与分析 | financial planning and analysis, financial planning & analysis
Financial Modeling | 财务建模 | financial modelling, financial models, 财务模型
^Budgeting | 预算编制 | budget planning, 预算管理, 全面预算, 预算编制与跟踪
Financial Forecasting | 财务预测 | rolling forecasts, rolling forecast, 滚动预测
=SAP | | SAP ERP, SAP S/4HANA, SAP FICO, SAP FI/CO, SAP FI, SAP CO
Power Query | |
=DAX | | Data Analysis Expressions
Power Pivot | |
Management Accounting | 管理会计 | management accountant
=IFRS | | International Financial Reporting Standards
=GAAP | | =US GAAP
Internal Controls | 内部控制 | internal control, =SOX compliance, Sarbanes-Oxley, 内控
^Valuation | 估值建模 | =DCF, discounted cash flow, DCF valuation

# Product and user operations
^User Growth | ^用户增长 | growth hacking, 增长黑客
Content Operations | 内容运营 | content ops
App Store Optimization | | =ASO, app store optimisation
Product Operations | 产品运营 | product ops
Community Operations | 社群运营 | community management, 社区运营
Event Operations | 活动运营 | campaign operations, 活动策划
Private Domain Operations | 私域运营 | 私域流量
KOL Marketing | KOL投放 | influencer marketing, =KOL, 达人投放

# ML serving and cluster infrastructure
KServe | | KFServing
Seldon Core | | =Seldon
BentoML | |
~=Volcano | | Volcano scheduler
=RDMA | | =RoCE, RoCEv2, InfiniBand
CTR Prediction | 点击率预估 | click-through rate prediction, CTR预估, CTR 预估, CTR模型
Multi-task Learning | 多任务学习 | multi task learning, =MMoE
Device Tree | 设备树 | device trees
V4L2 | | Video4Linux, Video4Linux2
`;
