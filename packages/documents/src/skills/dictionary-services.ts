/**
 * Skills added in issue 23's sixth round, in the format of `dictionary.ts` (`English | Chinese | other names`,
 * markers `=` exact case, `~` list context only, `^` concept word).
 *
 * Sources, names only, whole families rather than the single products one resume named:
 * - cloud services by their providers' own service names (the AWS product list: EC2, EKS, ECS, RDS, IAM, S3,
 *   Lambda, SQS, SNS, CloudFront, Kinesis, EMR, Glue, Athena, SageMaker; Google's GKE, Azure's AKS) are names of
 *   AWS, Google Cloud and Microsoft Azure in `dictionary.ts`, not skills of their own: one outside labeller tags
 *   `Amazon EKS`, four others tag only AWS for the same text, and a label that is a name of AWS reads as AWS;
 * - application-security tools from the OWASP project lists (ZAP, Dependency-Check) and Stack Overflow's
 *   security tags (Semgrep, Snyk, Trivy, sqlmap, SAST/DAST, threat modeling, OIDC, OPA) and the blue/red-team
 *   vocabulary (SIEM, Suricata, Cobalt Strike, red team, code audit, hardening);
 * - frontend tooling from the Stack Overflow survey and tags (pnpm, monorepos, Web Workers, ProseMirror,
 *   Chromatic, Lighthouse, WAI-ARIA), Android (Jetpack, LeakCanary, ARouter, JNI), iOS (Swift Package Manager,
 *   Crashlytics as a name of Firebase), SRE practice (SLOs, chaos engineering, Argo Rollouts, Atlantis, Tempo), test clouds
 *   (BrowserStack, Sauce Labs);
 * - two non-engineering families tagged the same way: recruiting (sourcing, Boolean search, applicant tracking
 *   systems Greenhouse, Lever, Workday, Moka, 北森; structured interviewing, employer branding, campus recruiting…)
 *   and product work (Productboard, Notion, Feishu, Visio, competitive analysis, pricing, Sensors Analytics).
 * Chinese names and synonyms are ours. Ordinary words (Glue, Tempo, Atlantis, Notion, Lighthouse, Chromatic,
 * Workday, Greenhouse, Lever, requests) are exact case and count only in a list; concept words (sourcing,
 * pricing, 招聘) only in a skills section or a list.
 */
export const SKILL_TABLE_SERVICES = `
# Cloud, DevOps and operations
Argo Rollouts | |
~=Atlantis | |
~=Tempo | | Grafana Tempo
SLO | | SLOs, service level objectives, =SLI, SLIs, error budgets, error budget
Chaos Engineering | 混沌工程 | chaos testing, chaos experiments, Chaos Mesh, Chaos Monkey, LitmusChaos
pprof | |

# Cybersecurity
Application Security | ^应用安全 | AppSec
OWASP ZAP | | =ZAP, Zed Attack Proxy
OWASP Dependency-Check | |
sqlmap | |
Semgrep | |
Snyk | |
Trivy | |
SAST | | static application security testing, static analysis security testing
DAST | | dynamic application security testing
Threat Modeling | 威胁建模 | threat modelling, threat models, threat model
OpenID Connect | | =OIDC
OPA Gatekeeper | | Open Policy Agent, =OPA, ~=Gatekeeper
SIEM | | security information and event management
Suricata | |
Cobalt Strike | |
Red Team | 红队 | red teaming, red-team, 红队评估, 红蓝对抗
Code Audit | 代码审计 | code auditing, source code audit, 源码审计
Security Hardening | 安全加固 | system hardening, server hardening
~=Windows | | Microsoft Windows, Windows Server

# Web, backend and mobile frameworks
pnpm | |
Monorepo | | monorepos, mono-repo
Web Workers | | Web Worker, =Worker threads
ProseMirror | |
~=Chromatic | |
~=Lighthouse | | Lighthouse CI
=ARIA | | WAI-ARIA, ARIA attributes
Android Jetpack | | =Jetpack
LeakCanary | |
ARouter | |
JNI | | Java Native Interface
Swift Package Manager | | SwiftPM
BrowserStack | |
Sauce Labs | |
~=requests | | python-requests, Requests库, requests库, Requests library

# Machine learning and AI
BM25 | | Okapi BM25
=BLIP | | BLIP-2
Multimodal LLM | 多模态大模型 | MLLM, MLLMs, multimodal large language model, multimodal large language models, 多模态大语言模型
Active Learning | 主动学习 | active-learning

# Business and collaboration
^Recruiting | ^招聘 | ^recruitment, ^人才招聘, Technical Recruiting, 技术招聘, tech recruiting, technical recruitment, technical recruiter, technical recruiters
Full-cycle Recruiting | 全流程招聘 | full-cycle hiring, full cycle recruitment, end-to-end recruiting, 360 recruiting
^Sourcing | 人才寻访 | Talent Sourcing, Technical Sourcing, candidate sourcing, 简历寻访, 主动寻访
Boolean Search | | Boolean search strings, X-ray search
~=Greenhouse | | Greenhouse ATS
~=Lever | | Lever ATS
~=Workday | | Workday Recruiting
LinkedIn Recruiter | | LinkedIn Talent Solutions
Moka | | Moka 招聘系统, MokaHR
Beisen | 北森 |
Structured Interviewing | 结构化面试 | structured interviews, structured interview, interview scorecards
Offer Negotiation | 薪酬谈判 | offer negotiations, closing offers, offer closing, Salary Negotiation, salary negotiations, 薪资谈判, compensation negotiation
Employer Branding | 雇主品牌 | employer brand
Talent Acquisition | 人才获取 |
Campus Recruiting | 校园招聘 | campus recruitment, university recruiting, ^校招
Headhunting | 猎头 | executive search
Background Check | 背景调查 | background checks, 背调
HRBP | | HR business partner
Recruitment Funnel Analysis | 招聘漏斗分析 | recruiting funnel, recruitment funnel, hiring funnel, 招聘漏斗
Vendor Management | 供应商管理 | agency management, vendor management
Productboard | |
~=Notion | |
Feishu | ^飞书 | ~=Lark, 飞书项目, Feishu Project
Visio | | Microsoft Visio, MS Visio
Competitive Analysis | 竞品分析 | competitor analysis, competitive research, competitor research
^Pricing | 定价 | pricing strategy, pricing & packaging, pricing and packaging, 定价策略
Sensors Analytics | 神策数据 | 神策, Sensors Data
Dovetail | |
`;
