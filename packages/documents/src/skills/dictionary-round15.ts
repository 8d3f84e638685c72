/**
 * The fifteenth round (issue 23): whole fields of work the eleventh blind set showed the dictionary hardly knew —
 * embedded and firmware, signal processing and radio, security operations, blockchain, mobile, testing, PHP, Java
 * and Rust back ends, robotics and mechanical design — each filled with the well-known tools and methods a recruiter
 * in that field lists, chosen by hand by the projects' and vendors' own product names and the fields' textbook terms,
 * with the Chinese names in common use (no external list copied or consulted). Format and markers as in `dictionary.ts`;
 * `*` (this round) marks a chip family whose part numbers follow the name (`STM32F407`, `nRF52840`, `GD32F303`).
 * Ordinary words (Anchor, Provider, Bloc, Slither, Echidna, Truffle, Ganache, Volatility, Poco, tonic, Diesel) are
 * exact case and count only in a list; acronyms that are also other things (OTA, EDR, KQL, MHA, SWD) exact case.
 */
export const SKILL_TABLE_ROUND15 = `
# Embedded and firmware
*GD32 | | GigaDevice GD32
*nRF52 | | Nordic nRF52, nRF5 SDK, nRF Connect SDK
J-Link | | Segger J-Link, JLink, J-Link debugger
ST-Link | | STLink, ST-LINK/V2
=SWD | | Serial Wire Debug
Bootloader | 引导程序 | bootloaders, Bootloader开发, 二级引导
=OTA | OTA升级 | =FOTA, firmware over-the-air, over-the-air updates, over-the-air update, OTA updates, OTA 升级, 远程升级, 空中升级, 固件升级
ISO 26262 | | ISO26262, =ASIL
ASPICE | | Automotive SPICE, A-SPICE
IEC 61508 | | IEC61508
ThreadX | | Azure RTOS, Eclipse ThreadX
NuttX | | Apache NuttX
=PADS | | PADS Layout, Mentor PADS
=NB-IoT | | Narrowband IoT

# Signal processing and radio
GNU Radio | | GNURadio
=USRP | | Ettus USRP
=OFDM | 正交频分复用 |
=FMCW | 调频连续波 | FMCW radar
~=Radar | ^雷达 | radar signal processing, 雷达信号处理, radar systems, mmWave radar, millimeter-wave radar, millimetre-wave radar, 毫米波雷达, 雷达系统
DOA Estimation | DOA估计 | direction of arrival, direction-of-arrival, DOA estimation, 波达方向估计, 测向算法
Array Signal Processing | 阵列信号处理 | array processing, 阵列处理
Beamforming | 波束成形 | beamformer, 波束形成, 波束赋形
Compressed Sensing | 压缩感知 | compressive sensing
Adaptive Filtering | 自适应滤波 | adaptive filter, adaptive filters, 自适应滤波器
=MIMO | | massive MIMO, 大规模MIMO
Channel Estimation | 信道估计 |
Channel Coding | 信道编码 | LDPC, Polar codes, Turbo codes
5G NR | | 5G New Radio
=HLS | | high-level synthesis, high level synthesis
Vitis HLS | | Vivado HLS
Vitis | | Xilinx Vitis, Vitis AI

# Security operations
BloodHound | |
Mimikatz | |
Impacket | |
Nessus | | Tenable Nessus
OpenVAS | | Greenbone
Qualys | |
Microsoft Sentinel | | Azure Sentinel
=KQL | | Kusto Query Language
Microsoft Defender for Endpoint | | Defender for Endpoint, Microsoft Defender ATP, Windows Defender ATP
=EDR | | endpoint detection and response, 终端检测与响应
=XDR | | extended detection and response
CrowdStrike | | CrowdStrike Falcon
Active Directory | 活动目录 | Active Directory Domain Services, AD DS, AD域, 域控
Azure AD | | Azure Active Directory, Microsoft Entra ID, Entra ID
Kerberos | |
Cloud Security | 云安全 | cloud security, 云端安全, =CSPM, cloud security posture management
Vulnerability Scanning | 漏洞扫描 | vulnerability scanning, vulnerability scans, vulnerability scanner, vulnerability scanners, 漏洞扫描器
=SOAR | | security orchestration, automation and response
QRadar | | IBM QRadar
Wazuh | |
=Zeek | | Bro IDS
=Snort | |
=YARA | | YARA rules
MITRE ATT&CK | | =ATT&CK, MITRE ATTACK
Threat Hunting | 威胁狩猎 | threat hunting
Digital Forensics | 电子取证 | =DFIR, digital forensics, 数字取证
~=Volatility | | Volatility Framework
Hashcat | |
Kyverno | |
Software Composition Analysis | | software composition analysis, =SCA

# Blockchain
=viem | |
=wagmi | |
~=Anchor | | Anchor framework
go-ethereum | | =Geth, go ethereum
~=Slither | |
~=Echidna | |
Mythril | |
Certora | | Certora Prover
~=Truffle | | Truffle Suite
~=Ganache | |
Remix IDE | | =Remix IDE
MetaMask | |
WalletConnect | |
=NFT | | =NFTs, non-fungible token, non-fungible tokens, 数字藏品
FISCO BCOS | | FISCO-BCOS
Chaincode | 链码 | chaincode
ChainMaker | 长安链 |
Arbitrum | |

# Mobile
Riverpod | | flutter_riverpod
~=Provider | | Flutter Provider
~=Bloc | | flutter_bloc, =BLoC, BLoC pattern
=GetX | |
Core ML | | CoreML
Create ML | | CreateML
Swift Concurrency | | Swift async/await, structured concurrency
ARKit | |
RealityKit | |
ML Kit | | Google ML Kit, MLKit
Kotlin Multiplatform | | Kotlin Multiplatform Mobile, =KMM
Alamofire | |
SnapKit | |
=Moya | |

# Testing
Airtest | | AirtestIDE
~=Poco | |
=unittest | | PyUnit
HttpRunner | |
MeterSphere | |
WireMock | |
=Pact | | Pact contract tests, consumer-driven contract testing
Monkey Testing | | Android Monkey, monkey testing

# PHP, Java and Rust back ends
Swoole | |
PHP-FPM | | =PHP-FPM
Hyperf | |
Workerman | |
WeChat Pay | 微信支付 | WeChat Payment, 微信支付接入
Akka | | Akka Streams, Akka HTTP, Akka Cluster
Spring WebFlux | | WebFlux
Micronaut | |
Disruptor | | LMAX Disruptor
OpenResty | |
=MHA | | MySQL MHA, MasterHA
ProxySQL | |
Vitess | |
Axum | |
Actix | | Actix Web, actix-web
=sqlx | | =SQLx
~=tonic | |
~=Diesel | | Diesel ORM
SeaORM | |

# Robotics and mechanical design
RViz | | RViz2
SolidWorks | |
=ANSYS | | Ansys
=CATIA | |
Finite Element Analysis | 有限元分析 | =FEA, finite element analysis, finite-element analysis
Fusion 360 | | Autodesk Fusion 360

# Mobile as a field
Mobile Development | 移动开发 | mobile development, mobile app development, mobile engineer, mobile developer, 移动端开发, 移动应用开发
`;
