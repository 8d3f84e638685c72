/**
 * Skills added in issue 23's second round, in the format of `dictionary.ts` (`English | Chinese | other names`,
 * markers `=` exact case and `~` list context only).
 *
 * Source: the technologies Stack Overflow's Developer Survey asks about (languages, databases, cloud platforms,
 * web frameworks, other frameworks and libraries, other tools, collaboration tools; survey data under the Open
 * Database License) and Stack Overflow's most used tags in the same fields (AI/ML, web, mobile, data, cloud,
 * DevOps, testing, embedded, security), chosen by hand for what a recruiter tags. Only names are taken: a tag
 * name is the name of a product or technique. Chinese names and synonyms are ours (the names Chinese resumes
 * and job boards use: 接口测试, 性能测试, 鸿蒙, 禅道…).
 *
 * Precision rules, per entry: a name that is also an English word, a person's or place's name or a company
 * (Bootstrap, Postman, Celery, Tornado, Doris, Maya, Allegro…) carries `=` (written as the product writes it)
 * and, where even that is common, `~` (only in a list of skills or beside a language cue); short names are
 * matched as whole words only (see `skill-index.ts`). Generic phrases (test cases, component library) are
 * left out: they describe work, not a skill a recruiter would tag.
 */
export const SKILL_TABLE_TAGS = `
# Web, backend and mobile frameworks
=Bootstrap | | Twitter Bootstrap, Bootstrap 4, Bootstrap 5, Bootstrap3, Bootstrap4, Bootstrap5
Element UI | | ElementUI, Element-UI, Element Plus, ElementPlus
Ant Design | | =antd, Ant Design Pro, AntD
Material UI | | Material-UI, =MUI, Angular Material
ECharts | | Apache ECharts
Chart.js | | ChartJS
Vuex | |
Pinia | |
MobX | |
=Babel | | Babel.js
ESLint | |
=Gulp | | Gulp.js
=Grunt | | Grunt.js
=Rollup | | Rollup.js
=Storybook | |
uni-app | | uniapp, UniApp
~=Taro | | Taro.js
Ember.js | | EmberJS
Backbone.js | | BackboneJS
=Gatsby | | Gatsby.js, GatsbyJS
SvelteKit | |
WebGL | |
Progressive Web Apps | | =PWA, =PWAs, progressive web app
Socket.IO | | Socket.io, socketio
Fastify | |
Egg.js | | EggJS
Sequelize | |
TypeORM | |
=Prisma | | Prisma ORM
~=Mongoose | |
SQLAlchemy | |
Pydantic | |
~=Celery | |
~=Tornado | | Tornado web framework
Streamlit | |
Gradio | |
Jetpack Compose | |
Xamarin | |
=Cordova | | Apache Cordova, PhoneGap
HarmonyOS | 鸿蒙 | OpenHarmony, ArkTS, ArkUI, 鸿蒙开发, HarmonyOS开发
JVM | | Java virtual machine, JVM tuning, JVM调优, JVM性能调优
Spring Security | |
Nacos | |
OpenFeign | | =Feign
=Eureka | | Netflix Eureka
Apache Shiro | | ~=Shiro
JPA | | Java Persistence API, Spring Data JPA
Quarkus | |
Vert.x | |
Entity Framework | | EF Core, Entity Framework Core
Blazor | |
=WPF | | Windows Presentation Foundation
WinForms | | Windows Forms
=Yii | | Yii2
ThinkPHP | |
Beego | |
GORM | |
~=Echo | | Echo framework
~=Tokio | |
Protobuf | | Protocol Buffers, protobuf3
Apache Thrift | | =Thrift
MQTT | |
OAuth | | OAuth2, OAuth 2.0
=JWT | | JSON Web Token, JSON Web Tokens
OpenAPI | | =Swagger, Swagger UI

# Machine learning and AI
Polars | |
=Dask | |
ComfyUI | |
=AutoGen | |
CrewAI | |
~=Whisper | | OpenAI Whisper, Whisper large, Whisper large-v2, Whisper large-v3, Whisper medium, Whisper small, Whisper base, Whisper tiny, Whisper turbo
Detectron2 | |
NVIDIA Jetson | | =Jetson, Jetson Nano, Jetson Orin, Jetson Xavier
Label Studio | |
fastText | | FastText
Statsmodels | |
SPSS | | IBM SPSS
RapidMiner | |
Weka | |

# Data engineering and databases
Apache Superset | | =Superset
Metabase | |
=Looker | |
Looker Studio | | Google Data Studio, Data Studio
Qlik | | QlikView, Qlik Sense
Sqoop | | Apache Sqoop
=Flume | | Apache Flume
Apache Doris | | ~=Doris
StarRocks | |
Apache Kylin | | =Kylin
Azkaban | |
DolphinScheduler | | Apache DolphinScheduler
DataX | |
MaxCompute | | ODPS
~=Impala | | Apache Impala
Apache Storm | |
Apache Iceberg | | =Iceberg
Apache Hudi | | Hudi
TiDB | |
OceanBase | |
Greenplum | |
Vertica | |
CouchDB | | Apache CouchDB
Couchbase | |
Supabase | |
Microsoft Access | | =MS Access

# Cloud, DevOps and operations
Nagios | |
Zabbix | |
Datadog | |
=New Relic | |
=Splunk | |
SonarQube | |
Nexus Repository | | Sonatype Nexus, Nexus Repository Manager
Artifactory | | JFrog Artifactory, JFrog
Bitbucket | | Bitbucket Pipelines
=Puppet | |
~=Chef | | Chef Infra
SaltStack | | ~=Salt
=Consul | | HashiCorp Consul
HashiCorp Vault | | ~=Vault
CloudFormation | | AWS CloudFormation
Pulumi | |
TeamCity | |
=Bamboo | | Atlassian Bamboo
Fluentd | | Fluent Bit
Jaeger | |
~=Harbor | | Harbor registry
Keepalived | |
Apache HTTP Server | | Apache httpd, Apache2
=IIS | | Internet Information Services
Serverless | 无服务器 | serverless computing, Serverless Framework
Heroku | |
Vercel | |
Netlify | |
DigitalOcean | |
Cloudflare | |
=Mercurial | |
=CCNA | |
=CCIE | |

# Software engineering
Software Testing | 软件测试 | software testing, manual testing, 手工测试, 功能测试, functional testing, ^回归测试, ^regression testing, 黑盒测试, black-box testing
API Testing | 接口测试 | API testing, API test, REST API testing, API自动化测试, API tests, API contract tests, 接口自动化, 接口自动化测试
Performance Testing | 性能测试 | performance testing, performance test, load testing, load test, stress testing, 压力测试, ^压测, 负载测试
=Postman | |
JMeter | | Apache JMeter
LoadRunner | |
=Locust | |
React Testing Library | | Testing Library
TestNG | |
Mockito | |
~=Mocha | |
~=Jasmine | |
~=Karma | |
Vitest | |
=Cucumber | |
Robot Framework | |
Test-Driven Development | 测试驱动开发 | =TDD, test driven development
Behavior-Driven Development | 行为驱动开发 | =BDD, behaviour-driven development
ZenTao | 禅道 |

# Business and collaboration
Microsoft Office | 办公软件 | MS Office, Office 365, Microsoft 365, Office办公软件, =PowerPoint
=SEO | 搜索引擎优化 | search engine optimization, search engine optimisation

# Hardware and embedded
FreeRTOS | |
RT-Thread | |
=Zephyr | | Zephyr RTOS
Modbus | | Modbus RTU, Modbus TCP
CANopen | |
EtherCAT | |
PROFINET | | Profibus
=PLC | | PLC programming, PLC编程
Keil | | Keil MDK, Keil uVision, MDK-ARM
IAR | | IAR Embedded Workbench
LabVIEW | |
KiCad | |
Multisim | |
Internet of Things | 物联网 | =IoT, =IIoT, IoT development, 物联网开发
Zigbee | |
Bluetooth Low Energy | 低功耗蓝牙 | =BLE
=LoRa | | LoRaWAN

# Cybersecurity
Burp Suite | |
Metasploit | |
Nmap | |
OWASP | | OWASP Top 10
Kali Linux | |

# Design and user experience
InDesign | | Adobe InDesign
Premiere Pro | | Adobe Premiere, Adobe Premiere Pro
Lightroom | | Adobe Lightroom
CorelDRAW | |
3ds Max | | 3D Max, 3dsMax
~=Maya | | Autodesk Maya
ZBrush | |
Substance Painter | | Substance 3D Painter
InVision | |
MasterGo | |
Pixso | |
Modao | 墨刀 |
Lanhu | 蓝湖 |

# Certifications
RHCE | | Red Hat Certified Engineer
=CKA | | Certified Kubernetes Administrator
`;
