/**
 * The twelfth round (the ninth blind hold-out's misses, as kinds): well-known names of fields the dictionary knew
 * thinly, by their projects' and vendors' own names (no external list): medical imaging (MONAI, DICOM, SimpleITK,
 * nnU-Net, PACS), motion planning and control (OSQP, CARLA, MPC, optimal control), game tooling (HybridCLR, Unity
 * Addressables, Shader Graph, Photon, SteamVR), software architecture vocabulary, streaming and geodata (Kafka
 * Streams, Cluster API, PostGIS, WebRTC, server-sent events) and two applied fields (defect detection,
 * computational advertising). Format and markers as in `dictionary.ts`. Ordinary words among them are exact case
 * and, where even that is common, count only in a list: Photon (a physics word), Addressables. CARLA, PACS, MPC,
 * and SSE are exact-case acronyms. The architecture phrases, defect detection and the spelt-out model predictive control
 * are concept words (`^`): earlier sets' labellers did not count them in prose or project titles ("a service mesh
 * would help", "Fourth-year project: model-predictive control", "基于 YOLOv8 的工业缺陷检测"). DDD and 领域驱动设计
 * are left out: an earlier set's "了解 DDD 领域驱动设计" was not counted.
 */
export const SKILL_TABLE_ROUND12 = `
# Medical imaging
MONAI | |
=DICOM | | pydicom
SimpleITK | |
nnU-Net | | nnUNet, nnU-Net v2, nnUNetv2
=PACS | | picture archiving and communication system

# Motion planning and control
OSQP | |
=CARLA | | CARLA simulator
=MPC | ^模型预测控制 | ^model predictive control
Optimal Control | 最优控制 | optimal control theory

# Game tooling
HybridCLR | |
~=Addressables | | Unity Addressables, Addressable Asset System
Shader Graph | | ShaderGraph
~=Photon | | Photon PUN, Photon Fusion, Photon Unity Networking, =PUN2
SteamVR | |

# Software architecture (skills sections and lists only)
^Service Mesh | ^服务网格 |
^Event-Driven Architecture | ^事件驱动架构 | ^event driven architecture, ^event-driven design
^Domain-Driven Design | | ^domain driven design

# Streaming, clusters and geodata
=Kafka Streams | |
=Cluster API | | Kubernetes Cluster API
PostGIS | |
WebRTC | |
=SSE | | Server-Sent Events, server sent events

# Applied fields
^Defect Detection | ^缺陷检测 | ^工业缺陷检测, ^surface defect detection, ^表面缺陷检测, ^瑕疵检测
Computational Advertising | 计算广告 | computational ads
`;
