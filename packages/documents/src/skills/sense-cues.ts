/**
 * Names whose skill is one sense among others (twenty-first round): the words of the skill's own field on the same
 * line tell which sense is meant. Read on the match's line only (at most 80 characters each side), so linear.
 */

/**
 * A name that counts only with its field's words on the line. MVP is the Model-View-Presenter pattern beside its
 * siblings (MVC, MVVM, MVI) or the word architecture or pattern (`从 MVP 迁移到 MVVM`, `MVP 架构`); elsewhere it is a
 * minimum viable product (`shipped the marketplace MVP`) or a most valuable player (`篮球校队 MVP`).
 */
const SENSE_NEEDS_CUE: ReadonlyMap<string, RegExp> = new Map([
  ['MVP', /\bMV(?:C|VM|I)\b|\barchitecture|\bpatterns?\b|\bpresenter|架构|设计模式/i],
  // Round 53's acronyms that are other fields' names (issue 23's third review): `SVA (School of Visual Arts)`, `XCP-ng,
  // Proxmox`, `the LSF (London School of Film)`, `AEC firms (Autodesk Revit)`. The skill's own
  // names carry its cue (`SystemVerilog Assertions`, `XCP on CAN`, `IBM LSF`, `echo cancellation`), and so do its
  // field's sibling names (issue 23's fourth review): `Tools: VCS, Verdi, LSF`, `AEC、AGC 算法`, `CCP/XCP 协议`.
  // In a skills section or a list of skills none is needed (`Skills` / `UVM` / `SVA`, one a line): see `listed`.
  ['SVA', /assert|SystemVerilog|\bUVM\b|verification|formal|\bRTL\b|Verilog|JasperGold|\bVCS\b|验证|断言/i],
  ['XCP', /\bCAN\b|calibrat|\bECU|CANape|\bA2L\b|\bINCA\b|\bUDS\b|AUTOSAR|\bCCP\b|measurement|测量|标定|汽车|车载/i],
  [
    'LSF',
    /IBM LSF|Platform LSF|regressions?|verification|\bUVM\b|simulat|\bEDA\b|\bVCS\b|Verdi|Xcelium|Questa|cluster|Slurm|\bHPC\b|\bPBS\b|\bjobs?\b|queue|bsub|\bgrid\b|\bSGE\b|集群|作业|调度/i,
  ],
  [
    'Acoustic Echo Cancellation',
    /echo|回声|audio|音频|speech|语音|voice|VoIP|WebRTC|microphone|麦克风|noise suppression|降噪|\bDSP\b|beamform|\bAGC\b|\bANS\b|\b3A\b/i,
  ],
  // Re-identification of people or objects in images, not of patients in a data set (`re-identification risk of
  // de-identified records`): the bare names need a camera's, a video's, a person's or a vehicle's word (`multi-camera
  // re-identification`, `行人重识别`, `车辆重识别`).
  [
    'Person Re-identification',
    /person|pedestrian|行人|vehicles?\b|车辆|camera|摄像|video|视频|tracking|跟踪|\bRe-?ID\b|Market-1501|vision|视觉|\bimages?\b|图像/i,
  ],
  [
    'Core Location',
    /CoreLocation|\biOS\b|Swift|Objective-C|Xcode|MapKit|UIKit|Apple|GPS|geofenc|location services|定位/i,
  ],
]);

/**
 * A name written in another case than its own that counts only beside its field's words (issue 23's fourth review):
 * `HIL testing on a dSpace bench`, `HIL: DSPACE MicroAutoBox` are the simulator maker, `Library systems: DSpace, Koha`
 * the library repository.
 */
const OTHER_CASE_NEEDS_CUE: ReadonlyMap<string, RegExp> = new Map([
  [
    'dSPACE',
    /\bHIL\b|hardware[- ]in[- ]the[- ]loop|SCALEXIO|MicroAutoBox|ControlDesk|CANoe|TargetLink|\bECU\b|硬件在环/i,
  ],
]);

/**
 * The HTTP client's field, for its prose and against the news site (issue 23's fourth review: `基于 axios 二次封装`,
 * `(Next.js, Axios, Zustand)`, `using Axios and Redux`).
 */
const AXIOS_FIELD =
  /JavaScript|TypeScript|React|Redux|Zustand|Pinia|\bVue|Angular|Node|Next\.js|\bfetch\b|HTTP|REST|interceptors?|前端|请求|封装|拦截|接口/i;
/** Graph words, not a picture's or a map's 图 (`图片加载`, `地图`, `试图`): issue 23's fourth review. */
const COMMUNITY_DETECTION_FIELD =
  /graph|Louvain|Leiden|Neo4j|modularity|模块度|图算法|图神经|图数据库|图社区|知识图谱|社交网络|网络分析|聚类/i;

/**
 * A name that counts in prose, outside a list, when its field's words are on the line: Prophet, an ordinary word
 * in a list only, is the forecasting library beside forecasting or time series (`Demand forecasting: Prophet
 * baseline, then …`), not a prophet elsewhere.
 */
const SENSE_SUPPORTED_BY: ReadonlyMap<string, RegExp> = new Map([
  ['Prophet', /forecast|time[- ]series|预测|时序/i],
  // Celery, a vegetable too, is the task queue beside the web framework or the broker it runs with (thirtieth round).
  ['Celery', /\b(?:Django|Flask|FastAPI|RabbitMQ|Redis)\b|task queue|任务队列|异步任务/i],
  // Round 51's list-only names (issue 23's second review) in prose beside their own field: `KVM and Xen`, `Cohere and
  // OpenAI embeddings`, `Nomad with Consul`, `Graphite and Grafana`, `Solaris and AIX servers`.
  ['Xen', /hypervisor|virtuali[sz]|\bKVM\b|VMware|XenServer|Citrix|QEMU|Hyper-V|虚拟化/i],
  ['Cohere', /\b(?:OpenAI|Anthropic|Claude|GPT|LLMs?|embeddings?|rerank\w*|RAG|Bedrock|Mistral|API)\b|大模型/i],
  ['Nomad', /HashiCorp|Consul|Vault|Terraform|Kubernetes|orchestrat|scheduler|Docker|containers?\b|编排/i],
  ['Graphite', /monitoring|metrics|Grafana|StatsD|Prometheus|Carbon|dashboards?|InfluxDB|collectd|observability|监控/i],
  [
    'Solaris',
    /Unix|\bAIX\b|HP-UX|Linux|\bRHEL\b|Red Hat|CentOS|SPARC|\bZFS\b|servers?\b|\bboxes\b|\bhosts\b|sysadmin/i,
  ],
  // Round 53's list-only names in prose beside their field (issue 23's third review): `axios interceptors in React`,
  // `Backstage plugins for our developer portal`, `用 Louvain 做图社区发现`.
  ['Axios', AXIOS_FIELD],
  [
    'Backstage',
    /Spotify|developer (?:portal|platform)|\bIDP\b|TechDocs|plugins?|platform engineering|(?:software|service) catalog|开发者门户|服务目录|插件/i,
  ],
  ['Community Detection', COMMUNITY_DETECTION_FIELD],
  // Review of round 55: Dameng, a given name too (`Dameng Wang`), is the database beside database words.
  ['DM Database', /database|数据库|\bDB\b|SQL|Oracle|信创|国产化|达梦|\bDM8?\b/i],
]);

/**
 * A written name that is an ordinary word, counting outside a skills section or a list of skills only beside its
 * field's words (review of round 55): 扣子 is a garment's button (`检查缝线、扣子、拉链`) unless Coze's platform words
 * are on the line (`在扣子平台搭建智能体`).
 */
/** A line without a car's words (review of round 57: `AD 域控（自动驾驶域控制器）`, `AD/ADAS 域控` are a car's ECU). */
const NO_CAR_WORDS = '^(?![\\s\\S]*(?:ADAS|自动驾驶|智驾|HIL|台架|整车|车身|座舱|车载|ECU))';
const WRITTEN_NEEDS_CUE: ReadonlyMap<string, RegExp> = new Map([
  ['扣子', /平台|智能体|\bbots?\b|工作流|插件|\bagents?\b|大模型|\bLLMs?\b|\bDify\b|Coze|提示词|知识库/i],
  // Fifty-seventh round: in a car 域控 is a domain controller ECU (`车身域控`, `ADAS 域控 HIL 台架`); Windows'
  // domain controller only beside its own words.
  // Review of round 57: `AD/ADAS 域控`, `AD 域控（自动驾驶域控制器）` are autonomous driving's, so a car's words rule out
  // even the AD cue.
  [
    '域控',
    new RegExp(
      `${NO_CAR_WORDS}[\\s\\S]*(?:Windows|\\bAD\\b|LDAP|组策略|域用户|域账号|活动目录|Exchange|DNS|DHCP|Kerberos|服务器)`,
      'i',
    ),
  ],
  ['AD域', new RegExp(NO_CAR_WORDS, 'i')],
  ['AD 域', new RegExp(NO_CAR_WORDS, 'i')],
  // Review of round 57: Patroni is also an Italian surname (`Reported to Marco Patroni, CTO`); the tool beside its
  // database's words, or in a list.
  ['Patroni', /Postgre|\bPG\b|etcd|Consul|\bHA\b|高可用|数据库|databases?|failover|主从|集群|cluster/i],
  // A company's name in two words (`Karnaphuli Data Works`), not Alibaba Cloud's DataWorks, unless its words are there.
  ['Data Works', /阿里|Alibaba|MaxCompute|ODPS|数据开发|DataWorks/i],
  // Fifty-ninth round: 鲲鹏 (the roc of legend) names projects and firms (`“鲲鹏”特征平台`); Huawei's server CPU only
  // beside its hardware or the domestic stack's words. The model number stands alone (not the 910 of `2910 万次`), and
  // Huawei itself is no cue: its staff name projects, teams and contests 鲲鹏 (review of round 59).
  [
    '鲲鹏',
    /(?<!\d)9[12]0(?!\d)|服务器|芯片|处理器|\bCPU\b|\bARM|泰山|TaiShan|openEuler|欧拉|麒麟|统信|\bUOS\b|昇腾|Ascend|信创|国产化/i,
  ],
]);
/**
 * Written names that need their field's words even in a list (review of round 57): `Flux` in `Stable Diffusion、Flux、
 * ComfyUI` is the image model and in `React, Redux, Flux, MobX` Facebook's architecture, neither the GitOps tool.
 */
const WRITTEN_NEEDS_CUE_IN_LIST: ReadonlyMap<string, RegExp> = new Map([
  ['Flux', /GitOps|Argo|Helm|Kustomize|Kubernetes|\bK8s\b|\bK3s\b|\bCD\b|CI\/CD|持续部署|kubectl|Flagger/i],
  // Review of round 61: a bare Control Tower is AWS's only beside AWS's words (`AWS landing zone (Control Tower, 140
  // accounts)`); a supply chain's or logistics team's control tower is a dashboard or a team.
  [
    'Control Tower',
    /\bAWS\b|Amazon|landing[ -]zones?|AWS Organizations|\bSCPs?\b|guardrails?|multi-account|Account Factory|\bOUs?\b/i,
  ],
  // Sixty-third round: a bare Ignition (`~=Ignition` in dictionary-round63.ts) is Inductive Automation's SCADA
  // platform only beside plant-floor words; in `Gazebo / Ignition` it is the robot simulator's release name, and
  // Gazebo on the line wins over a plant word (`OTHER_SENSE_BESIDE`). Written in their own case: `mes` is a word.
  [
    'Ignition',
    /SCADA|\bHMI\b|\bPLCs?\b|Inductive Automation|\bOPC[ -]?UA\b|\bMES\b|DNP3|[Mm]odbus|MODBUS|Jython|WinCC|InTouch/,
  ],
  // Review of round 63: round 63's names that are also ordinary words or another field's terms count only beside
  // their own field's words on the line, in a list too. These keys are the written name lower-cased (see
  // `listCueFor`): `converts contracts into structured text`, `黑产隐语识别` (slang), `willing to uproot`,
  // `singularity avoidance` (a robot arm's), `the FEP (front-end processor)` of a bank or the fluoropolymer, `rendezvous
  // and docking simulations` (a spacecraft's) give nothing; `IEC 61131-3 (Ladder, Structured Text)`, `隐语 SecretFlow`,
  // `Read ROOT files with uproot`, `Docker/Singularity`, `FEP 自由能微扰` still count.
  [
    'structured text',
    /\bPLCs?\b|IEC[ -]?61131|CODESYS|TwinCAT|ladder|梯形图|SCADA|\bHMI\b|TIA Portal|Studio 5000|Unity Pro|Beckhoff|Rockwell|Allen[- ]Bradley|Siemens|Schneider|Wonderware|Ignition/i,
  ],
  ['隐语', /SecretFlow|隐私|联邦|多方|\bMPC\b|\bPSI\b|求交|同态|密态|\bSPU\b|\bTEE\b|可信执行|蚂蚁|Ant Group/i],
  [
    'uproot',
    /\bROOT\b|CERN|[Aa]wkward|[Pp]article|[Dd]etector|\bHEP\b|LHC|ATLAS|\bCMS\b|TTree|coffea|Scikit-HEP|[Pp]hysics|粒子|探测器|高能/,
  ],
  [
    'singularity',
    /Docker|containers?|容器|\bimages?\b|镜像|\bHPC\b|Slurm|Apptainer|clusters?|集群|超算|Podman|Kubernetes|\bPBS\b|\.sif\b|Sylabs/i,
  ],
  [
    'fep',
    /free[ -]energ|自由能|binding|molecul|分子|OpenMM|\bAmber|GROMACS|Schr[öo]dinger|alchemical|ligand|配体|药物|\bdrugs?\b|docking/i,
  ],
  [
    'docking simulations',
    /molecul|protein|ligand|\bdrugs?\b|binding|receptor|kinase|compounds?\b|AutoDock|Vina|Glide|Schr[öo]dinger|virtual screening|分子|蛋白|配体|药物|靶点/i,
  ],
]);
/** The cue a written name needs even in a list: by the name as written, or (review of round 63) lower-cased. */
const listCueFor = (written: string): RegExp | undefined =>
  WRITTEN_NEEDS_CUE_IN_LIST.get(written) ?? WRITTEN_NEEDS_CUE_IN_LIST.get(written.toLowerCase());

/**
 * A written name that is another field's abbreviation when that field's words are on the line (forty-ninth round):
 * EMR is Amazon's Elastic MapReduce beside Spark or Hadoop, but an electronic medical record beside 电子病历, clinical
 * notes or a hospital (`擅长电子病历（EMR）结构化`), which made a medical NLP engineer an AWS user.
 */
/**
 * A vendor named as the employer of a post line (review of round 59): the name as an item of its own between the
 * line's start, commas, bars or dashes, on a line with a post's title and a year range (`Tecton — Software Engineer,
 * 2021 – 2023`, `Senior Engineer, Aerospike, Mountain View, 2019 – 2022`). Anchored at the line's start.
 */
const employerItem = (name: string): RegExp =>
  new RegExp(
    String.raw`^(?=.*\b(?:19|20)\d{2}[ \t]*[–—-])(?=.*\b(?:Engineer|Developer|Scientist|Manager|Architect|Intern|Lead|Director|Consultant|Analyst)\b).*(?:^|[,|·—–][ \t]*)${name}[ \t]*(?:[,|·—–]|$)`,
  );
const OTHER_SENSE_BESIDE: ReadonlyMap<string, RegExp> = new Map([
  // Review of round 59: the round's names in another sense. Sigma Computing among BI tools, a KMS among Azure's or
  // Google's names, a Cloud Build post's title, and two vendors as employers.
  ['Sigma', /Tableau|Looker|Power[ \t]?BI|Metabase|Superset|Qlik|\bBI\b|dashboards?/i],
  ['KMS', /Azure|Key[ \t]+Vault|\bGCP\b|Google[ \t]+Cloud|Cloud[ \t]+KMS|阿里云|Alibaba/i],
  ['Cloud Build', /\bCloud Build[ \t]+(?:Engineer|Developer|Lead|Manager|Team|Architect|Intern)\b/],
  ['Tecton', employerItem('Tecton')],
  ['Aerospike', employerItem('Aerospike')],
  ['EMR', /病历|医|临床|患者|诊疗|medical|clinical|clinician|hospital|patient|health[ \t]?records?|\bEHR\b|HL7|FHIR/i],
  // Alert noise, not image noise: `按错误预算降噪，误报减少 45%`, `告警降噪`.
  ['降噪', /告警|报警|误报|alert|on-?call|SLO/i],
  // Java's Service Provider Interface, not the serial bus: `支持 Protobuf 序列化与 SPI 扩展`, `Dubbo SPI`.
  ['SPI', /插件|Dubbo|ServiceLoader|Netty|RPC|plugin|extension/i],
  // India's Maths–Physics–Chemistry stream of the intermediate years, not model predictive control (round 51). The
  // word intermediate alone is a skill level (`MPC (intermediate)`), so only its school uses count (issue 23's review):
  // the word written before MPC (`Intermediate — MPC stream`, `Intermediate in MPC`), or the stream (fourth review).
  [
    'MPC',
    /\bIntermediate\b[^\n]{0,20}?\bMPC\b|\bMPC stream\b|\bIntermediate (?:Education|Examination|Exam|Board|College|Public)|\bBiPC\b|Board of (?:Intermediate|Secondary)|\bHSC\b|Class XII|Junior College|Pre-University/i,
  ],
  // The writer, not the broker (round 53), by cues of the writer only (issue 23's third review): book words anywhere
  // on the line dropped the broker (`order book replication on Kafka`, `e-book store: Kafka`, `技术读书会分享 Kafka`).
  // Now his given name, his titles, or a book word attached to the name: `Kafka’s The Castle`, `reading Kafka
  // novels`, `正在读 Kafka 的《城堡》`. Reading alone is a consumer's verb (`reads Kafka events`, `实时读 Kafka 数据`,
  // issue 23's fourth review). The keys here are the written form: `Kafka`, as the writer is written.
  [
    'Kafka',
    /\bFranz\b|\bThe (?:Trial|Castle)\b|Metamorphosis|《(?:审判|城堡|变形记)》|卡夫卡|\bKafka['’]s (?:novels?|stories|short stories|fiction|works?|writings?|diar(?:y|ies)|letters)\b|\bKafka-(?:themed|inspired|esque)\b|\bKafkaesque|\bKafka (?:novels?|stories|short stories|fiction)\b|Kafka ?的 ?《|读 ?Kafka ?(?:的|小说)/i,
  ],
  // A news site, not the HTTP client (issue 23's third review): `Work featured in Axios and TechCrunch`. Its own words
  // only (fourth review): a `news aggregator using Axios` or an `interview scheduling tool` is the client's.
  ['Axios', /\bin Axios\b|\bAxios[ \t]*\((?:news|media)|featured in|quoted in/i],
  // A community that found something, not community detection: `在开源社区发现并修复了多个内存泄漏问题`.
  ['社区发现', /(?:开源|用户|技术|开发者|参与|在)社区发现/],
  // `票据严重识别错误`, `指纹与人脸双重识别`: a word that ends in 重, then 识别.
  ['重识别', /[严双多]重识别/],
  // A network or deployment test bed, not LDRA's tool (issue 23's third review): `Tools: Testbed, Wireshark, iperf3 (5G
  // NR lab)`. A list of a C/C++ team's tools keeps it (`工具：Qt、Git、SVN、Testbed`, round 53).
  [
    'Testbed',
    /\b5G\b|\bLTE\b|\bNR\b|Wireshark|iperf|network|radios?\b|\bRF\b|\blab\b|Staging|Production|基站|无线|网络/i,
  ],
  // A crop disease, not the language: `coffee leaf rust`, `wheat stem rust`, `小麦锈病`. Lower case only: `Rust`,
  // capitalised, is how the language is written, so only a crop word directly before it counts (the `Rust` key).
  // Free-standing stripe, stem or leaf were dropped (issue 23's third review): `integrated stripe payments`, `STEM
  // students`, `B+ tree (leaf splitting)` are beside the language too.
  [
    'rust',
    /\b(?:leaf|stem|stripe|wheat|coffee) rust\b|\b(?:wheat|coffee|crops?|fung(?:al|us|i)|plant disease)\b|锈病/i,
  ],
  ['Rust', /\b(?:leaf|stem|stripe|wheat|coffee) Rust\b/i],
  // Review of round 63: round 63's list-only names in a list about something else. A Chief Data Officer among the
  // other chiefs or a collateralised debt obligation on a structured-products desk, not Climate Data Operators; the
  // modulation or the musculoskeletal clinic, not Amazon MSK; the open-banking company, not Google's crypto library;
  // the automotive certificate, not the Atomic Simulation Environment; Linux's superuser, not CERN's ROOT; Jira's
  // epics, not the control system; fairness research, not the federated-learning framework. Each keeps its own
  // field's words (`OWN_SENSE_BESIDE`).
  [
    'CDO',
    /\bC[EFTIO]Os?\b|\bCISO\b|\bCxO\b|Chief|executives?|\bboard\b|stakeholders?|\bCLOs?\b|\bMBS\b|\bABS\b|\bCDS\b|tranches?|structured products?|高管|首席/i,
  ],
  [
    'MSK',
    /OFDM|[QB]PSK|\bQAM\b|\bG?FSK\b|modulation|调制|ultrasound|musculoskeletal|radiolog|clinic|\bPACS\b|vascular|obstetric|orthop|physio|超声|肌骨/i,
  ],
  ['Tink', /Plaid|TrueLayer|Yapily|open banking|PSD2|account aggregation|bank connections?|开放银行/i],
  ['ASE', /certif|automotive|mechanic|technician|vehicles?\b|\bauto\b|汽车|认证/i],
  ['ROOT', /sudo|\bsu\b|privileges?|iptables|\bSSH\b|chmod|permissions?|superuser|jailbreak|rooted|Magisk|提权/i],
  ['EPICS', /Jira|user stor|\bstories\b|backlogs?|sprints?|Scrum|Agile|Kanban|Confluence/i],
  // Review of round 63: Gazebo's Ignition even beside a PLC (`Gazebo / Ignition; hardware-in-the-loop with a Siemens
  // PLC`, `Tools: Gazebo, Ignition, ROS 2, MoveIt, PLC`).
  ['Ignition', /Gazebo/i],
  ['FATE', /fairness|accountability|transparency|ethics|algorithmic bias|伦理|公平/i],
  // Review of round 63: 博途 as a company's name (`博途教育科技有限公司`), 计算化学 as another team's (`与计算化学团队合作`).
  ['博途', /博途[^\s，。；、]{0,8}(?:有限公司|公司|集团)/],
  ['计算化学', /(?:与|和|同|配合|协助|支持|协同)计算化学(?:团队|小组|组|部门|同事)/],
]);

/**
 * The written name's own field, which wins over `OTHER_SENSE_BESIDE` (issue 23's review): EMR beside Spark or Hive runs
 * on a medical data platform all the same (`在医疗数据平台用 EMR 跑 Spark 和 Hive 作业`), and SPI beside GPIO, flash or
 * a driver is the bus (`通过 SPI 扩展 GPIO 口`).
 */
const OWN_SENSE_BESIDE: ReadonlyMap<string, RegExp> = new Map([
  ['Sigma', /SIEM|Splunk|detections?|threat|Sentinel|YARA|Suricata|Zeek|\bSOC\b/i],
  ['KMS', /\bAWS\b|Amazon|CloudTrail|\bIAM\b|\bS3\b|\bEC2\b|DynamoDB|CloudFormation/i],
  ['Testbed', /LDRA|DO-?178|MC\/DC|MISRA|avionics|airborne|机载/i],
  ['Axios', AXIOS_FIELD],
  ['社区发现', COMMUNITY_DETECTION_FIELD],
  // Model predictive control beside its sibling controllers and tools (issue 23's second review).
  ['MPC', /\bPID\b|\bLQR\b|Simulink|\bcontrol|控制/i],
  // Review of round 63: round 63's list-only names beside their own field's words.
  ['CDO', /NetCDF|\bNCO\b|xarray|climate|\bERA5\b|GRIB|\bWRF\b|reanalysis|Zarr|气象|气候|再分析|插值/i],
  ['MSK', /Kafka|\bAWS\b|Amazon|\bEKS\b|\bRDS\b|\bGlue\b|Kinesis|Terraform|streaming/i],
  ['Tink', /encrypt|crypto|\bkeys?\b|keysets?|\bAEAD\b|\bAES\b|\bKMS\b|signing|\bHSM\b|密钥|加密/i],
  [
    'ASE',
    /pymatgen|\bVASP\b|\bDFT\b|atomistic|Atomic Simulation|DeePMD|LAMMPS|\bGPAW\b|Quantum ESPRESSO|CP2K|phonopy|第一性|材料/i,
  ],
  [
    'ROOT',
    /Geant4|uproot|\bCERN\b|physics|particles?\b|detectors?\b|\bLHC\b|\bHEP\b|PyROOT|RooFit|TTree|histograms?|muon|calorimet/i,
  ],
  ['EPICS', /beamline|accelerator|synchrotron|control systems?|\bIOCs?\b|LabVIEW|束线|加速器/i],
  ['FATE', /federated|联邦|SecureBoost|WeBank|微众|隐私计算|privacy-preserving|纵向|横向|SecretFlow/i],
  ['EMR', /Spark|Hadoop|Hive|Presto|Trino|HBase|Flink|MapReduce|\bS3\b|\bAWS\b|Glue|Athena|Redshift/i],
  [
    'SPI',
    /GPIO|I2C|I²C|UART|\bCAN\b|flash|driver|firmware|STM32|MCU|寄存器|驱动|外设|单片机|固件|嵌入式|OLED|LCD|传感器/i,
  ],
]);

/**
 * Written names whose other sense is read in the match's clause only, never across `|`, `;` or `。` (issue 23's
 * third review): `Skills: Java, Kafka, Spark | Interests: books` is the broker.
 */
const CLAUSE_ONLY = new Set(['Kafka', 'rust', 'Rust']);
const CLAUSE_BREAK = /[|;；。]/;
const clauseAround = (line: string, start: number, end: number): string => {
  let from = start;
  while (from > 0 && !CLAUSE_BREAK.test(line[from - 1] as string)) from--;
  let to = end;
  while (to < line.length && !CLAUSE_BREAK.test(line[to] as string)) to++;
  return line.slice(from, to);
};

/**
 * Is this a mention of another sense of the skill's name: no word of its field on the line, or another field's words
 * without its own? A name `listed` in a skills section or a list of skills needs no cue of its own field.
 */
export const meansOtherSense = (
  skill: string,
  line: string,
  written = '',
  start = 0,
  end = line.length,
  next = '',
  listed = false,
): boolean => {
  let read = CLAUSE_ONLY.has(written) ? clauseAround(line, start, end) : line;
  // A name hyphenated at the line's end reads on into the next line: `an old Kafka-` / `themed bookshop sign`.
  if (CLAUSE_ONLY.has(written) && line.slice(end).trim() === '-' && next) read += next.trim().split(CLAUSE_BREAK)[0];
  if (OTHER_SENSE_BESIDE.get(written)?.test(read) && !OWN_SENSE_BESIDE.get(written)?.test(read)) return true;
  const caseCue = OTHER_CASE_NEEDS_CUE.get(skill);
  if (caseCue !== undefined && !written.includes(skill) && !caseCue.test(line)) return true;
  const writtenCue = WRITTEN_NEEDS_CUE.get(written);
  if (writtenCue !== undefined && !listed && !writtenCue.test(line)) return true;
  const listCue = listCueFor(written);
  if (listCue !== undefined && !listCue.test(line)) return true;
  const cue = SENSE_NEEDS_CUE.get(skill);
  return cue !== undefined && !listed && !cue.test(line);
};

/** Does the skill's name (or this written name of it) count only beside its field's words (outside a skills list)? */
export const senseNeedsCue = (skill: string, written = ''): boolean =>
  SENSE_NEEDS_CUE.has(skill) || WRITTEN_NEEDS_CUE.has(written);

/** Does the line name the field of a skill whose name alone is an ordinary word? */
export const senseSupported = (skill: string, line: string): boolean =>
  SENSE_SUPPORTED_BY.get(skill)?.test(line) ?? false;
