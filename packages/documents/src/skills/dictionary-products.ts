/**
 * Skills added in issue 23's third round, in the format of `dictionary.ts` (`English | Chinese | other names`,
 * markers `=` exact case and `~` list context only).
 *
 * Source: the same public lists as `dictionary-tags.ts` — the technologies Stack Overflow's Developer Survey asks
 * about and Stack Overflow's most used tags (survey data under the Open Database License; only names are taken)
 * — for the fields the dictionary covered thinly: testing, observability, embedded and hardware, mobile, design
 * research tools, data labelling, and digital marketing (HubSpot's and Google's product names). Chinese names
 * and synonyms are ours.
 *
 * Also here: products and techniques that earlier rounds had folded into a broader skill as synonyms (HAProxy
 * into Load Balancing, FAISS into Vector Databases, MMDetection into OpenMMLab, semantic segmentation into Image
 * Segmentation, Vertex AI into Google Cloud…). A recruiter tags the product a resume names, so each is its own
 * skill now; the broader skill keeps its own names.
 */
/**
 * The fourth round (the second blind hold-out's misses, as kinds): from the same Stack Overflow survey and tag
 * lists, products a resume names that the dictionary lacked or still folded into another skill — the data stack
 * (PySpark, Kafka Connect, Debezium, Great Expectations, Canal), Java middleware common in China (Seata,
 * ShardingSphere), logging (Logstash and Kibana apart from ELK), Apple development (XCTest, Combine, Core Data,
 * Xcode), test tools (Testcontainers, Gatling, SoapUI, Allure), on-call (PagerDuty), automotive buses and tools
 * (LIN, UDS, CANoe), point clouds (PCL apart from Open3D, LiDAR), micro-frontends (qiankun), statistics (causal
 * inference, survival analysis, biostatistics, tidyverse, Stan), product analytics (Amplitude, Optimizely) and the
 * Chinese ERP suites (Kingdee 金蝶, Yonyou 用友) with the accountant's skills. Words that are also ordinary words
 * or names (Combine, Stan, Canal, LIN) are exact case and count only in a list (`~=`).
 */
export const SKILL_TABLE_PRODUCTS = `
# Software engineering
Event Sourcing | 事件溯源 | event-sourced, event sourced
CQRS | | Command Query Responsibility Segregation
MVVM | | MVVM architecture
=MVP | | Model-View-Presenter
=MVC | | Model-View-Controller

# Web, backend and mobile frameworks
Spring Cloud | | Spring Cloud Alibaba, Spring Cloud Netflix
SwiftUI | | Swift UI
UIKit | |
RxSwift | |
=Retrofit | |
Fastlane | | =fastlane
XXL-JOB | | XXLJOB, XXL JOB
~=Sentinel | | Alibaba Sentinel

# Cloud, DevOps and operations
OpenTelemetry | | Open Telemetry, OTel, =OTEL
Alertmanager | | Prometheus Alertmanager, Alert Manager
HAProxy | |
=Varnish | | Varnish Cache
Traefik | |
=Envoy | | Envoy Proxy
=Loki | | Grafana Loki
SkyWalking | | Apache SkyWalking
=Calico | | Project Calico
Ceph | | CephFS
Incident Management | 应急响应 | incident management, incident response, incident commander, incident reviews, postmortem, postmortems, post-mortem, 故障应急, 事故管理, ^故障复盘
Vertex AI | | Google Vertex AI, Vertex AI Pipelines

# Software engineering
Mobile Testing | 移动端测试 | mobile testing, mobile app testing, App测试, 移动端自动化, 移动端自动化测试, App自动化, App自动化测试
REST Assured | | RestAssured, Rest-Assured
=k6 | | Grafana k6
TestRail | |
=Newman | | Postman Newman
Ceedling | |

# Data engineering and databases
DVC | | =DVC, Data Version Control
FAISS | | =Faiss
Milvus | |
Pinecone | |
Weaviate | |
~=Chroma | | ChromaDB

# Machine learning and AI
DPO | | Direct Preference Optimization
Few-shot Learning | 小样本学习 | few-shot learning, few shot learning, 小样本, 少样本学习
Information Retrieval | 信息检索 | information retrieval, dense retrieval, dense passage retrieval, 稠密检索
TensorRT-LLM | | TensorRTLLM, TRT-LLM
Labelme | | LabelMe
CVAT | | Computer Vision Annotation Tool

# Computer vision and graphics
MMDetection | | MMDetection3D, mmdet
MMSegmentation | | mmseg
Semantic Segmentation | 语义分割 | semantic segmentation
Instance Segmentation | 实例分割 | instance segmentation
Camera Calibration | 相机标定 | camera calibration, multi-camera calibration, 摄像头标定

# Hardware and embedded
Yocto | | Yocto Project
Buildroot | |
U-Boot | | UBoot
Linux Driver Development | Linux驱动开发 | Linux驱动, Linux设备驱动, Linux设备驱动开发, Linux drivers, Linux device drivers, Linux kernel drivers, Linux driver development
Hardware Design | 硬件设计 | hardware design
AUTOSAR | | AUTOSAR Classic, AUTOSAR Adaptive
Hardware-in-the-Loop | 硬件在环 | hardware-in-the-loop, =HIL, HIL testing, HiL
MISRA C | | MISRA, MISRA-C, MISRA C:2012
=RF | 射频 | RF design, radio frequency, 射频设计, RF debugging
=EMC | 电磁兼容 | electromagnetic compatibility, EMC testing, EMC测试
GDB | | =gdb

# Design and user experience
~=Maze | | Maze.co

# Business and collaboration
Digital Marketing | 数字营销 | digital marketing, online marketing, 网络营销
Social Media Marketing | 社交媒体营销 | social media marketing, social media management, 新媒体运营, 社媒运营
Content Writing | 内容写作 | content writing, copywriting, 文案写作, 文案撰写
Email Marketing | 邮件营销 | email marketing, email campaigns
=SEM | 搜索引擎营销 | search engine marketing
Google Ads | | Google AdWords, AdWords
HubSpot | |
Mailchimp | | MailChimp
Google Analytics | | =GA4, Google Analytics 4, Universal Analytics
Canva | |
Salesforce | | Salesforce CRM
Market Research | 市场调研 | market research
Brand Management | 品牌管理 | brand management

# Fourth round: data, middleware and logging
PySpark | | =pyspark
Kafka Connect | |
Debezium | |
Great Expectations | |
~=Canal | | Alibaba Canal
Seata | |
ShardingSphere | | Sharding-JDBC, Apache ShardingSphere
etcd | |
Logstash | |
Kibana | |
PagerDuty | |

# Fourth round: mobile, testing, embedded and 3D
XCTest | | XCUITest
~=Combine | |
Core Data | | =CoreData
Xcode | |
Android Studio | |
Testcontainers | | Testcontainers for Java
Gatling | |
SoapUI | | SOAP UI, ReadyAPI
=Allure | | Allure Report
~=LIN | | LIN bus, LIN总线
=UDS | | UDS诊断, Unified Diagnostic Services
=CANoe | | Vector CANoe, CANalyzer
=PCL | | Point Cloud Library
LiDAR | 激光雷达 | =LIDAR, lidar
qiankun | | 乾坤微前端
Micro Frontends | 微前端 | micro-frontends, micro frontend, micro-frontend

# Fourth round: statistics, product and finance
Causal Inference | 因果推断 | causal inference
Survival Analysis | 生存分析 | survival analysis
Biostatistics | 生物统计 | biostatistics
tidyverse | | =dplyr, =ggplot2
~=Stan | | =PyStan, =CmdStan
Amplitude | |
Optimizely | |
Kingdee | 金蝶 | Kingdee K/3, 金蝶K3, 金蝶云
Yonyou U8 | 用友 | =Yonyou, 用友U8
General Ledger | 总账 | general ledger
^Auditing | ^审计 |

# Certifications
ISTQB | | ISTQB CTFL, ISTQB Certified Tester
`;
