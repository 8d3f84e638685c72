import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, sixty-first round (skills, tuned on blind sets 69 to 74): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('sixty-first round: tools the dictionary lacked', () => {
  it('reads speech, music and audio-plugin tools', () => {
    expect(
      english('Separated stems with Demucs, tokenised them with EnCodec and trained MusicGen on the result'),
    ).toEqual(expect.arrayContaining(['Demucs', 'EnCodec', 'MusicGen']));
    expect(english('歌声合成：DiffSinger、so-vits-svc、GPT-SoVITS、Bert-VITS2，声码器 BigVGAN')).toEqual(
      expect.arrayContaining(['DiffSinger', 'so-vits-svc', 'GPT-SoVITS', 'Bert-VITS2', 'BigVGAN']),
    );
    expect(english('Talking heads from Wav2Lip and SadTalker; sound effects from AudioLDM and Stable Audio')).toEqual(
      expect.arrayContaining(['Wav2Lip', 'SadTalker', 'AudioLDM', 'Stable Audio']),
    );
    expect(english('Plug-ins: JUCE, VST3, Audio Units, AAX')).toEqual(
      expect.arrayContaining(['JUCE', 'VST3', 'Audio Units', 'AAX']),
    );
    expect(english('Augmented the keyword set with audiomentations; offline recognition on Vosk')).toEqual(
      expect.arrayContaining(['audiomentations', 'Vosk']),
    );
  });
  it('reads a Whisper model named with its size, and ChatGLM with its version', () => {
    expect(english('Distilled Whisper large-v3 for the call-centre archive')).toContain('Whisper');
    expect(english('客服问答基于 ChatGLM3 微调')).toContain('ChatGLM');
  });
  it('reads XR, game-engine and streaming tools', () => {
    expect(english('Hand menus on OpenXR and WebXR; a visionOS port; Meta XR SDK on Meta Quest')).toEqual(
      expect.arrayContaining(['OpenXR', 'WebXR', 'visionOS', 'Meta XR SDK', 'Meta Quest']),
    );
    expect(english('Avatars from MetaHuman driven by Audio2Face; Snapdragon Spaces glasses')).toEqual(
      expect.arrayContaining(['MetaHuman', 'Audio2Face', 'Snapdragon Spaces']),
    );
    expect(english('Unity: URP, UGUI, Netcode for GameObjects')).toEqual(
      expect.arrayContaining(['URP', 'UGUI', 'Netcode for GameObjects']),
    );
    expect(english('SFU on mediasoup; Android encoding through MediaCodec and NVENC on the servers')).toEqual(
      expect.arrayContaining(['mediasoup', 'MediaCodec', 'NVENC']),
    );
  });
  it('reads trading, health, data and mobile tools', () => {
    expect(english('Kernel bypass with OpenOnload and ef_vi. Protocols: FIX, ITCH, OUCH')).toEqual(
      expect.arrayContaining(['OpenOnload', 'ef_vi', 'FIX Protocol', 'ITCH', 'OUCH']),
    );
    expect(english('行情解码：FAST、SBE 协议')).toContain('SBE');
    expect(english('Imaging archive on XNAT and dcm4che; concepts mapped to UMLS')).toEqual(
      expect.arrayContaining(['XNAT', 'dcm4che', 'UMLS']),
    );
    expect(english('Private training with Opacus; text classifiers from TextCNN; shards in WebDataset')).toEqual(
      expect.arrayContaining(['Opacus', 'TextCNN', 'WebDataset']),
    );
    expect(
      english('Event sourcing on Axon Framework; accounts under AWS Control Tower; clusters checked by kube-bench'),
    ).toEqual(expect.arrayContaining(['Axon Framework', 'AWS Control Tower', 'kube-bench']));
    expect(english('Mobile: Expo, Detox, Rive, Codemagic, coremltools, Transformers.js')).toEqual(
      expect.arrayContaining(['Expo', 'Detox', 'Rive', 'Codemagic', 'coremltools', 'Transformers.js']),
    );
    expect(english('鸿蒙端接入 Core Speech Kit 与 Core Vision Kit；同时上线支付宝小程序')).toEqual(
      expect.arrayContaining(['Core Speech Kit', 'Core Vision Kit', 'Alipay Mini Program']),
    );
    expect(english('模型在 ModelArts 上训练；需求在 TAPD 上跟踪')).toEqual(
      expect.arrayContaining(['ModelArts', 'TAPD']),
    );
    expect(english('端侧推理用 MindSpore Lite')).toContain('Huawei Ascend');
    // A label's MindSpore Lite is read as the skill the text's MindSpore gives.
    expect(dictionaryNameLookup().get('mindspore lite')).toBe('Huawei Ascend');
  });
  it('keeps the ordinary words among the new names to their case and a list', () => {
    expect(english('Visited the Expo in Osaka and went on a juice detox.')).toEqual([]);
    expect(english('On Sundays she paddles with a river kayak club.')).not.toContain('PaddlePaddle');
    expect(english('Forecasting the fix rate of support tickets.')).not.toContain('FIX Protocol');
  });
});

describe('sixty-first round: products sold, partners and certificates', () => {
  it('reads a product sold, resold or co-sold as the vendor’s, not a skill', () => {
    expect(english('Resold Nutanix and VMware licences to regional hospitals.')).not.toContain('Virtualization');
    expect(english('Co-sell with Snowflake account teams on retail deals.')).not.toContain('Snowflake');
    expect(english('向客户演示 Dify 平台与通义千问 API 的对接')).not.toContain('Qwen');
    expect(english('Built the ETL in Python; sold the Snowflake migration to the board.')).toContain('Python');
  });
  it('keeps a product used in the next clause', () => {
    expect(english('Resold the support contracts. Ran the clusters on Kubernetes.')).toContain('Kubernetes');
  });
  it('reads a vendor before 合作伙伴 as the employer’s partner', () => {
    expect(english('星河数据有限公司（阿里云合作伙伴） 解决方案工程师')).not.toContain('Alibaba Cloud');
    expect(english('负责阿里云 ECS 资源规划')).toContain('Alibaba Cloud');
  });
  it('reads a vendor’s tiered or coded certificate as a certificate', () => {
    expect(english('Google Cloud Digital Leader · Microsoft Azure Data Fundamentals (DP-900, 2024)')).not.toContain(
      'Microsoft Azure',
    );
    expect(english('PMP（2019）　CKA（2021）　腾讯云 TCP 架构高级工程师')).not.toContain('Tencent Cloud');
    expect(english('Data platform on Microsoft Azure (Synapse, Data Factory)')).toContain('Microsoft Azure');
  });
});

describe('sixty-first round: hobbies and prose field words', () => {
  it('reads Beyond work and a bare 兴趣 heading as interests', () => {
    expect(english('Beyond work\nPuppet shows and a Kafka reading group.')).toEqual([]);
    expect(english('兴趣\n篮球；在 Steam 上玩 Rust')).not.toContain('Rust');
  });
  it('reads a shop, studio or employer named with Interactive or a Spanish legal ending', () => {
    expect(english('Lead engineer — Pandas Interactive, Austin')).not.toContain('Pandas');
    expect(english('Backend developer — Rust Logística S.L., Sevilla')).not.toContain('Rust');
  });
  it('counts 开源项目 only in a skills list, and 记账 likewise', () => {
    expect(english('个人开源项目：一个命令行记账工具')).toEqual([]);
    expect(english('专业技能\n开源项目维护、代码评审')).toContain('Open Source');
    expect(english('向 TVM 社区开源贡献 PR 8 个')).toContain('Open Source');
  });
});

// Outside review of rounds 60–61 (/work/notes/review6061-findings.md): the reviewer's sentences.
describe('review of round 61', () => {
  it('reads "sold" as selling only right before the product it sells (finding 2)', () => {
    expect(english('Forecast units sold per SKU with Prophet, XGBoost and LightGBM in Python')).toEqual(
      expect.arrayContaining(['Prophet', 'XGBoost', 'LightGBM', 'Python']),
    );
    expect(english('Built the ticketing queue for sold-out concerts on Kafka, Redis and PostgreSQL')).toEqual(
      expect.arrayContaining(['Apache Kafka', 'Redis', 'PostgreSQL']),
    );
    expect(
      english('Raised items sold per session by 12% with a PyTorch two-tower recommender served on Kubernetes'),
    ).toEqual(expect.arrayContaining(['PyTorch', 'Kubernetes']));
    expect(english('Demand forecasting (units sold) — Python, Prophet, Airflow')).toEqual(
      expect.arrayContaining(['Python', 'Prophet', 'Airflow']),
    );
    expect(english('Pricing analytics for goods sold via marketplace, built in SQL, dbt and Looker')).toEqual(
      expect.arrayContaining(['SQL', 'dbt', 'Looker']),
    );
    expect(english('负责向客户演示并现场部署 Kubernetes 集群与 Prometheus 监控')).toEqual(
      expect.arrayContaining(['Kubernetes', 'Prometheus']),
    );
    // Still sold: the product is the selling word's object.
    expect(english('Resold VMware Tanzu subscriptions to regional banks')).not.toContain('VMware Tanzu');
  });
  it('reads a certificate code only after its own vendor (finding 3)', () => {
    expect(english('熟悉 Linux TCP/IP 协议栈调优')).toContain('Linux');
    expect(english('基于 Netty TCP 长连接实现 IM 网关，支撑 50 万在线')).toContain('Netty');
    expect(english('精通 Java TCP 网络编程与 NIO')).toContain('Java');
    expect(english('Redis TCP keepalive 参数调优')).toContain('Redis');
    expect(english('使用 Nginx TCP 负载均衡转发 MQTT 流量')).toContain('Nginx');
    expect(english('Network layer on C++ ACE framework (Reactor, Proactor)')).toContain('C++');
    expect(english('Operated OpenShift OCP 4.12 clusters for 30 teams')).toContain('OpenShift');
    expect(english('Linux HCIA 培训讲师（2021 – 2023）')).toContain('Linux');
    expect(english('腾讯云 TCP 长连接网关接入')).toContain('Tencent Cloud');
  });
  it('reads a title with a year range in brackets as a job, not a certificate (finding 4)', () => {
    expect(english('Machine Learning Associate (2020 – 2022), Goldman Sachs')).toContain('Machine Learning');
    expect(english('Python Data Science Associate (2022 – 2024), Barclays')).toContain('Python');
    expect(english('Salesforce Solution Expert (2019 – 2021), Accenture')).toContain('Salesforce');
    expect(english('Kubernetes Platform Expert (2022 – present), Grab')).toContain('Kubernetes');
  });
  it('reads 合作伙伴 / 经销商 / 代理商 as a partner only for a vendor in the employer’s bracket (finding 7)', () => {
    expect(english('开发微信小程序经销商订货平台，后端 Spring Boot + MySQL')).toContain('WeChat Mini Program');
    expect(english('负责 SAP 经销商管理系统二次开发（ABAP）')).toContain('SAP');
    expect(english('用 Flutter 代理商 App 替换原 H5 页面')).toContain('Flutter');
  });
  it('keeps ordinary phrases from the new multi-word names (finding 12)', () => {
    expect(english('Ensured stable audio playback on low-end Android devices via ExoPlayer')).not.toContain(
      'Stable Audio',
    );
    expect(english('保证弱网下 stable audio 通话，基于 WebRTC NetEQ 调优')).not.toContain('Stable Audio');
    expect(english('Installed and calibrated audio units in 40 conference rooms')).not.toContain('Audio Units');
    expect(english('Built a Supply Chain Control Tower dashboard in Power BI for 12 plants')).not.toContain(
      'AWS Control Tower',
    );
    expect(english('Led the logistics Control Tower team (24/7 shipment visibility)')).not.toContain(
      'AWS Control Tower',
    );
    // Beside AWS's words a bare Control Tower is still AWS's.
    expect(english("Run the bank's AWS landing zone (Control Tower, 140 accounts)")).toContain('AWS Control Tower');
  });
  it('reads Interactive as a company only right after the name, not in a project title (finding 13)', () => {
    expect(english('Projects: Tableau Interactive Sales Dashboard for 40 regional managers')).toContain('Tableau');
    expect(english('Three.js Interactive Globe — a WebGL visualisation of flight routes')).toContain('Three.js');
  });
  it('keeps technical work under Beyond work (finding 16)', () => {
    expect(english('Beyond Work\nMaintainer of an open-source Rust crate for async DNS (2k stars)')).toContain('Rust');
  });
});
