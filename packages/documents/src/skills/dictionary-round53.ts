/**
 * The fifty-third round (issue 23): the domain tools, standards and buses of specialised industries (medical
 * imaging and healthcare integration, quantitative finance, automotive embedded software, chip verification,
 * edge AI, industrial IoT) that the forty-fifth to forty-eighth blind sets named and the dictionary lacked, chosen
 * by hand by their projects' or vendors' own names (no external list copied or consulted). Format and markers as in
 * `dictionary.ts`. Short acronyms that are other words elsewhere (SVA, AXI, AHB, APB, CXL, LSF, XCP, CAPL, AEC)
 * match in exact case only, as do `ReID` and `Re-ID` (a surname, Okonkwo-Reid); `Verdi` (a composer) only in a list
 * or beside a cue; a bare `change detection` (Angular's) only in a skills section.
 * Issue 23's third review narrowed more of them, ordinary words or other fields' names in prose: Axios (a news site,
 * `featured in Axios`) and Backstage (`Backstage crew volunteer`) in a list or beside their field's words; dSPACE in
 * another case only beside HIL's words (`DSpace`, a library repository; `HIL on a dSpace bench`, since the fourth
 * review); Core Location in exact case (`our core location in Austin`); bare
 * `re-identification` and `重识别` dropped (`re-identification risk of patient records`, `票据严重识别错误`) for the
 * person's names; `社区发现` in a list or beside graph words (`在开源社区发现并修复`). SVA, XCP, LSF and AEC need their
 * field's words on the line outside a skills section or list, LDRA's `Testbed` none of a network lab's (sense-cues.ts).
 */
export const SKILL_TABLE_ROUND53 = `
# Medical imaging and healthcare integration
DICOMweb | | DICOM web, WADO-RS, QIDO-RS, STOW-RS
OHIF Viewer | | OHIF
DCMTK | |
HAPI FHIR | |
SMART on FHIR | |
Mirth Connect | | NextGen Connect
X12 EDI | | ANSI X12, EDI X12
AWS HealthLake | | Amazon HealthLake, HealthLake
Microsoft Presidio | |

# Quantitative finance
Bloomberg API | | BLPAPI, Bloomberg BLPAPI, B-PIPE, Bloomberg B-PIPE
Bloomberg Terminal | | Bloomberg 终端
Refinitiv Eikon | | Eikon, Refinitiv Workspace
Wind API | | WindPy, Wind 数据接口, Wind数据接口

# Automotive embedded software
Vector CANape | | CANape
=CAPL | |
=XCP | | XCP on CAN
EB tresos | | EB tresos Studio
dSPACE | | dSPACE SCALEXIO, SCALEXIO
Infineon AURIX | 英飞凌AURIX | AURIX, AURIX TC3xx
Renesas RH850 | | RH850
NVIDIA DRIVE | | NVIDIA DRIVE Orin, DRIVE Orin, NVIDIA DRIVE AGX
Baidu Apollo | 百度Apollo | Apollo Auto
PTC Integrity | |

# Chip design and verification
=SVA | | SystemVerilog Assertions, SVA 断言, SVA断言
JasperGold | | Cadence JasperGold
Synopsys VCS | |
~=Verdi | | Synopsys Verdi
Xcelium | | Cadence Xcelium
SpyGlass | | Synopsys SpyGlass
=AXI | | AXI4, AXI4-Lite, AXI4-Stream
=AHB | |
=APB | |
=CXL | | Compute Express Link
=LSF | | IBM LSF, Platform LSF
Formal Verification | 形式验证 | formal property verification
Coverage-Driven Verification | 覆盖率驱动验证 | coverage-driven verification, 功能覆盖率驱动验证
Makefile | | Makefiles

# Edge AI
CMSIS-NN | | CMSIS NN
NXP i.MX | | =i.MX, i.MX 8M Plus, i.MX 8M, i.MX8, i.MX 6
MIPI CSI-2 | | MIPI CSI, =CSI-2

# Industrial IoT
OPC UA | | OPC-UA, OPCUA
Siemens S7 | 西门子S7 | Siemens S7-1500, Siemens S7-1200, S7-1500, S7-1200, S7-300, S7 PLCs, S7 PLC
OSIsoft PI | | OSIsoft PI System, AVEVA PI
Azure IoT Hub | |
TDengine | |
Industrial IoT | 工业物联网 | Industrial Internet of Things
Predictive Maintenance | 预测性维护 | predictive maintenance

# Embedded, defence and signal processing
SylixOS | |
RS-422 | | RS422
Acoustic Echo Cancellation | 回声消除 | echo cancellation, =AEC

# Machine learning methods and tools
MindIE | |
Node2Vec | |
Community Detection | ~社区发现 | community detection
Change Detection | 变化检测 | ^change detection
Person Re-identification | 行人重识别 | Re-identification, =ReID, =Re-ID, 重识别
Uncertainty Quantification | 不确定性量化 | uncertainty quantification
=mBART | |
OpenNMT | | OpenNMT-py

# Platform, web and mobile
Crossplane | |
~=Backstage | | Backstage.io
FinOps | |
~Axios | |
=Core Location | | CoreLocation
`;
