import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, fifty-seventh round (skills, tuned on blind sets 57 to 62): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifty-seventh round: tools the dictionary lacked', () => {
  it('reads control, chip-design, embedded, edge and AI-chip tools', () => {
    expect(english('NMPC built with acados and CasADi; logs replayed in Foxglove; scenarios in CommonRoad')).toEqual(
      expect.arrayContaining(['acados', 'CasADi', 'Foxglove', 'CommonRoad']),
    );
    expect(english('Road networks in OpenDRIVE, test cases in OpenSCENARIO')).toEqual(
      expect.arrayContaining(['OpenDRIVE', 'OpenSCENARIO']),
    );
    expect(english('Cycle models in SystemC, RTL simulated with Verilator')).toEqual(
      expect.arrayContaining(['SystemC', 'Verilator']),
    );
    expect(english('底软：AUTOSAR MCAL 配置，MCUboot 安全启动，PREEMPT_RT 实时补丁')).toEqual(
      expect.arrayContaining(['MCAL', 'MCUboot', 'PREEMPT_RT']),
    );
    expect(english('PLC runtime to IEC 61131-3; device updates shipped with Mender')).toEqual(
      expect.arrayContaining(['IEC 61131-3', 'Mender']),
    );
    expect(english('Edge: K3s, Flux, EMQX, MinIO; HA Postgres via Patroni')).toEqual(
      expect.arrayContaining(['K3s', 'Flux', 'EMQX', 'MinIO', 'Patroni']),
    );
    expect(english('算子分别用 Ascend C 与寒武纪 BANG C 实现，量化采用 SmoothQuant')).toEqual(
      expect.arrayContaining(['Ascend C', 'Cambricon BANG C', 'SmoothQuant']),
    );
    expect(english('相机采集基于海康 MVS SDK')).toContain('Hikvision MVS SDK');
    expect(english('Maps drawn with deck.gl; kernel fuzzing with syzkaller; n-gram LMs in SRILM')).toEqual(
      expect.arrayContaining(['deck.gl', 'syzkaller', 'SRILM']),
    );
  });
  it('keeps Mender and Flux, ordinary words too, to their case and a list', () => {
    expect(english('He is a mender of old nets.')).not.toContain('Mender');
    expect(english('The market was in flux all year.')).not.toContain('Flux');
    expect(english('Flux was the theme of the keynote.')).not.toContain('Flux');
  });
  it('reads the labels’ own name for the CANN toolkit', () => {
    expect(dictionaryNameLookup().get('ascend cann')).toBe('Huawei Ascend');
  });
});

describe('fifty-seventh round: names that are not the candidate’s skills', () => {
  it('does not read a name inside a phrase that says the thing is unrelated to it', () => {
    expect(english('主导“晨曦”推荐平台重构（平台名与 Kafka 无关，消息用 Pulsar）')).not.toContain('Apache Kafka');
    expect(english('The shop is called Kotlin Corner, but it has nothing to do with Kotlin')).not.toContain('Kotlin');
    expect(english('(Despite the name, no Redis in our stack.)')).not.toContain('Redis');
    // Outside the phrase the clause still counts.
    expect(english('Churn models in scikit-learn for a shop whose name has nothing to do with Ruby.')).toEqual([
      'scikit-learn',
    ]);
  });
  it('does not read a name inside a quoted code name, bot, contest or group', () => {
    expect(english('负责产品代号“雷鸣（Flink）”的网关')).not.toContain('Apache Flink');
    expect(english('Wrote the release bot "Kafka Courier" in Python')).toEqual(['Python']);
    expect(english('主导“蓝鲸-Redis 运营台”项目，后端 Java')).toEqual(['Java']);
    expect(english('Kaggle — “Swift Ranking Challenge”: bronze')).not.toContain('Swift');
    expect(english('“Scala 读书小组”成员')).not.toContain('Scala');
    // A title the labellers count stays: a course, a talk, a name quoted alone.
    expect(english('Online: Coursera “Deep Learning Specialization”')).toContain('Deep Learning');
    expect(english('熟悉“Docker”')).toContain('Docker');
  });
  it('reads a bare 主修 line and a wrapped coursework list as courses', () => {
    expect(english('主修：数据库原理、操作系统、计算机网络')).toEqual([]);
    const wrapped = english('主修课程：数据结构、编译原理、\n概率论与数理统计\n工作经历\n用 Python 写脚本');
    expect(wrapped).not.toContain('Probability Theory');
    expect(wrapped).toContain('Python');
  });
  it('reads an inline 兴趣 or spare-time label as a hobby', () => {
    expect(english('英语六级；兴趣：攀岩、Rust 手作皮具')).not.toContain('Rust');
    expect(english('Spare time: Ruby the dog and I run trails.')).not.toContain('Ruby');
  });
  it('reads more company endings after a one-word name', () => {
    expect(english('Data engineer — Spark Harbour Analytics Pvt. Ltd., Pune')).not.toContain('Apache Spark');
    expect(english('Backend lead — Flask & Co. Digital, Lisbon')).not.toContain('Flask');
    expect(english('Scala Energía runs the grid (a utility)')).not.toContain('Scala');
  });
  it('reads 域控 in a car and Data Works in a company name as other senses', () => {
    expect(english('座舱域控软件开发，CAN 诊断')).not.toContain('Active Directory');
    expect(english('运维 Windows 域控与组策略')).toContain('Active Directory');
    expect(english('ML Engineer · Meghna Data Works, Dhaka')).not.toContain('DataWorks');
  });
  it('reads C 端, a part variant and Go 对弈 as what they are', () => {
    expect(english('负责 C 端小程序与 B 端后台')).not.toContain('C');
    expect(english('Firmware on the nRF5340 and ESP32-S3')).not.toContain('AWS');
    expect(english('Backups to S3 every night')).toContain('AWS');
    expect(english('周末：Docker 折腾、Go 对弈')).not.toContain('Go');
  });
  it('reads a metric with its gain as a result and 电机控制器 as the product', () => {
    expect(english('翻译模型上线后 BLEU 提升 3.1')).not.toContain('BLEU');
    expect(english('指标：BLEU、chrF')).toContain('BLEU');
    expect(english('负责雨刮电机控制器的软件测试')).not.toContain('Motor Control');
    expect(english('无刷电机控制（FOC）算法开发')).toContain('Motor Control');
  });
  it('reads Hive 数仓 as Hive, a warehouse built on Hive as a claim', () => {
    expect(english('离线特征在 Hive 数仓加工')).not.toContain('Data Warehousing');
    expect(english('在 Hive 上搭建数据仓库分层模型')).toContain('Data Warehousing');
  });
});

describe('fifty-seventh round: names the candidate does claim', () => {
  it('reads a language before what was written in it, and after a square bullet', () => {
    expect(english('Maintains our Go operators for Postgres')).toContain('Go');
    expect(english('A small Go CLI for releases')).toContain('Go');
    expect(english('▪ Kubernetes\n\n▪ Go\n\n▪ Terraform')).toContain('Go');
    expect(english('Spring microservices for billing')).not.toContain('Spring');
  });
});

describe('review of round 57', () => {
  it('keeps the stack named inside a descriptive quoted project title (finding 1)', () => {
    expect(english('项目经历\n主导“基于 Flink 的实时风控平台”项目，日均处理 20 亿条事件')).toContain('Apache Flink');
    expect(english('参与“基于Spring Boot的校园二手交易平台”项目的后端开发')).toContain('Spring Boot');
    expect(english('Led the "Kafka Migration" project end to end')).toContain('Apache Kafka');
    expect(english('Built an internal tool "Terraform Drift Detector" for the platform team')).toContain('Terraform');
    expect(english('Shipped the "Flutter Wallet" app to 1M users')).toContain('Flutter');
    expect(english('Senior engineer in the "Kubernetes Platform" team')).toContain('Kubernetes');
    // A code name that is the tool-looking word itself still drops.
    expect(english('负责产品代号“雷鸣（Flink）”的网关')).not.toContain('Apache Flink');
    expect(english('Wrote the release bot "Kafka Courier" in Python')).toEqual(['Python']);
  });
  it('stops a wrapped coursework list at a labelled line and after one line (finding 3)', () => {
    expect(
      english('教育背景\n主修课程：数据结构、操作系统、计算机网络、\n专业技能：Python、PyTorch、Docker、Kubernetes'),
    ).toEqual(expect.arrayContaining(['Python', 'PyTorch', 'Docker', 'Kubernetes']));
    expect(
      english('Education\nRelevant coursework: Algorithms, Databases, Operating Systems,\nTools: Python, Tableau, Git'),
    ).toEqual(expect.arrayContaining(['Python', 'Tableau', 'Git']));
    expect(
      english(
        '主修课程：数据结构、操作系统、编译原理等核心课程，\nGPA 3.8/4.0，专业排名前 5%，\n毕业设计基于 PyTorch 与 TensorRT 实现端侧目标检测部署',
      ),
    ).toEqual(expect.arrayContaining(['PyTorch', 'TensorRT']));
    expect(
      english(
        'Relevant coursework: Databases, Networks, Machine Learning,\nDissertation on anomaly detection in Kafka streams using Python and Spark',
      ),
    ).toEqual(expect.arrayContaining(['Python', 'Apache Spark']));
    expect(english('浙江大学 · 主修：计算机科学与技术 · 熟练掌握 Java、MySQL')).toEqual(
      expect.arrayContaining(['Java', 'MySQL']),
    );
    expect(english('主修课程：数据结构、编译原理、\n概率论与数理统计\n工作经历\n用 Python 写脚本')).not.toContain(
      'Probability Theory',
    );
    expect(english('Coursework: Deep Learning, Distributed Systems,\nProbability.\nExperience')).not.toContain(
      'Probability Theory',
    );
  });
  it('reads 棋牌 games as game development, only Go as the board game (finding 4)', () => {
    expect(english('负责 Unity 棋牌游戏客户端开发与性能优化')).toContain('Unity');
    expect(english('使用 C++ 棋牌游戏服务器架构设计')).toContain('C++');
    expect(english('使用 Python 对弈引擎与 PyTorch 策略网络')).toContain('Python');
    expect(english('周末：Docker 折腾、Go 对弈')).not.toContain('Go');
  });
  it('denies only the name a denial is about (finding 5)', () => {
    expect(english('Triaged flaky CI failures unrelated to our code using pytest and Docker')).toEqual(
      expect.arrayContaining(['pytest', 'Docker']),
    );
    expect(english('Handled support tickets unrelated to engineering with Zendesk and Jira')).toContain('Jira');
    expect(english('设计与 CUDA 版本无关的算子封装层，支持多卡推理')).toContain('CUDA');
    expect(english('Churn models in scikit-learn for a shop whose name has nothing to do with Ruby.')).not.toContain(
      'Ruby',
    );
  });
  it('reads Flux in a list as FluxCD only beside GitOps words (finding 7)', () => {
    expect(english('技能\nAIGC：Stable Diffusion、Flux、ComfyUI、LoRA 微调')).not.toContain('Flux');
    expect(english('Skills\nImage models: SDXL, Flux, Midjourney, ControlNet')).not.toContain('Flux');
    expect(english('Skills\nFrontend: React, Redux, Flux, MobX')).not.toContain('Flux');
    expect(english('Skills\nGitOps: Argo CD, Flux, Helm, Kubernetes')).toContain('Flux');
  });
  it('reads a language before services or operators only when it is the language (finding 8)', () => {
    expect(english('Trained Swift operators on MT103 payment messages at the bank')).not.toContain('Swift');
    expect(english('Account manager at Ruby Services, 2018–2020')).not.toContain('Ruby');
    expect(english('Advised pension Scheme operators on compliance')).not.toContain('Scheme');
    expect(english('Maintains our Go operators for Postgres')).toContain('Go');
  });
  it('keeps a metric named with its number when no gain is said (finding 9)', () => {
    expect(english('Skills\nEvaluation: BLEU 4, ROUGE-L, human eval')).toContain('BLEU');
    expect(english('翻译模型上线后 BLEU 提升 3.1')).not.toContain('BLEU');
  });
  it('reads AWS-S3 as AWS (finding 10)', () => {
    expect(english('技能\n存储：AWS-S3、阿里云 OSS、MinIO')).toContain('AWS');
    expect(english('Firmware on the nRF5340 and ESP32-S3')).not.toContain('AWS');
  });
  it('keeps Motor Control for motor-controller software development (finding 11)', () => {
    expect(english('负责新能源汽车电机控制器软件开发，完成弱磁控制算法标定')).toContain('Motor Control');
    expect(english('负责雨刮电机控制器的软件测试')).not.toContain('Motor Control');
  });
  it('keeps Data Warehousing for warehouse modelling on Hive (finding 12)', () => {
    expect(english('基于 Hive 数仓完成用户画像宽表建模与分层设计（ODS/DWD/DWS）')).toContain('Data Warehousing');
    expect(english('离线特征在 Hive 数仓加工')).not.toContain('Data Warehousing');
  });
  it('reads AD 域控 in a car as a domain controller, and ▪ as a separator on the right (findings 13, 14)', () => {
    expect(english('AD/ADAS 域控制器功能安全测试，HIL 台架搭建')).not.toContain('Active Directory');
    expect(english('负责 AD 域控（自动驾驶域控制器）HIL 台架搭建')).not.toContain('Active Directory');
    expect(english('运维 Windows 域控与组策略')).toContain('Active Directory');
    expect(english('维护 AD 域控服务器与组策略')).toContain('Active Directory');
    expect(english('Skills\n▪ Kubernetes ▪ Go ▪ Terraform')).toContain('Go');
  });
  it('reads Patroni as the tool only beside database words or in a list (finding 18)', () => {
    expect(english('Reported to Marco Patroni, CTO, on the billing rewrite')).not.toContain('Patroni');
    expect(english('PostgreSQL HA with Patroni and etcd')).toContain('Patroni');
  });
  it('keeps the tools on a spare-time line that lists them (finding 20j)', () => {
    expect(english('About\nSpare time: I maintain a Rust crate and build Kubernetes operators in Go')).toEqual(
      expect.arrayContaining(['Rust', 'Kubernetes']),
    );
    expect(english('Spare time: Ruby the dog and I run trails.')).not.toContain('Ruby');
  });
});
