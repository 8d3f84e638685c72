import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, sixty-third round (skills, tuned on blind sets 75 to 80): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('sixty-third round: tools the dictionary lacked', () => {
  it('reads industrial-control and energy tools', () => {
    expect(
      english('Plant floor: SCADA, Ignition, Jython, DNP3, Wonderware InTouch, Ladder Logic, Structured Text'),
    ).toEqual(
      expect.arrayContaining([
        'SCADA',
        'Ignition',
        'Jython',
        'DNP3',
        'Wonderware InTouch',
        'Ladder Logic',
        'Structured Text',
      ]),
    );
    expect(english('变电站自动化：IEC 61850 建模，TIA Portal 与 WinCC 组态，DataV 大屏')).toEqual(
      expect.arrayContaining(['IEC 61850', 'TIA Portal', 'WinCC', 'DataV']),
    );
    expect(english('Grid studies in pandapower; well logs parsed with lasio; device models in NETCONF / YANG')).toEqual(
      expect.arrayContaining(['pandapower', 'lasio', 'NETCONF', 'YANG']),
    );
  });
  it('reads weather, chemistry, materials, astronomy and research-computing tools', () => {
    expect(
      english('Reanalysis cubes in xarray, stored as NetCDF and Zarr; GRIB2 decoding; WRF runs with WRFDA'),
    ).toEqual(expect.arrayContaining(['xarray', 'NetCDF', 'Zarr', 'GRIB2', 'WRF', 'WRFDA']));
    expect(english('药物发现：DeepChem、AutoDock Vina、OpenMM，自由能微扰与分子对接')).toEqual(
      expect.arrayContaining(['DeepChem', 'AutoDock Vina', 'OpenMM', 'Free Energy Perturbation', 'Molecular Docking']),
    );
    expect(english('势函数训练用 DeePMD-kit，第一性原理用 CP2K，结构处理用 pymatgen')).toEqual(
      expect.arrayContaining(['DeePMD-kit', 'CP2K', 'pymatgen']),
    );
    expect(english('Light curves with Astropy and mpi4py; detector data read through uproot')).toEqual(
      expect.arrayContaining(['Astropy', 'mpi4py', 'uproot']),
    );
    expect(english('Cluster images built with Apptainer and EasyBuild; Warewulf provisioning; BeeGFS scratch')).toEqual(
      expect.arrayContaining(['Apptainer', 'EasyBuild', 'Warewulf', 'BeeGFS']),
    );
    expect(english('Protein structures from AlphaFold; particles picked in cryoSPARC and refined in RELION')).toEqual(
      expect.arrayContaining(['AlphaFold', 'cryoSPARC', 'RELION']),
    );
  });
  it('reads security and privacy tools', () => {
    expect(english('Red-teamed the assistant with garak and PyRIT; endpoint telemetry from Sysmon')).toEqual(
      expect.arrayContaining(['garak', 'PyRIT', 'Sysmon']),
    );
    expect(english('Playbooks in Splunk SOAR, emulation with Atomic Red Team')).toEqual(
      expect.arrayContaining(['Splunk SOAR', 'Atomic Red Team']),
    );
    expect(english('Atomic Red Team tests each quarter')).not.toContain('Red Team');
    expect(english('隐私计算：隐语 SecretFlow、同态加密（TenSEAL）、安全多方计算、ECDH-PSI 隐私求交')).toEqual(
      expect.arrayContaining([
        'SecretFlow',
        'TenSEAL',
        'Homomorphic Encryption',
        'Secure Multi-Party Computation',
        'Private Set Intersection',
      ]),
    );
  });
  it('reads platform, payments and front-end tools', () => {
    expect(
      english('Card switch on ISO 8583 behind Spring Cloud Gateway; events through Amazon MSK; PCI DSS scope'),
    ).toEqual(expect.arrayContaining(['ISO 8583', 'Spring Cloud Gateway', 'Amazon MSK', 'PCI DSS']));
    expect(english('Diagnosed the JVM with Arthas; fault drills with ChaosBlade; ZeroMQ and ScyllaDB')).toEqual(
      expect.arrayContaining(['Arthas', 'ChaosBlade', 'ZeroMQ', 'ScyllaDB']),
    );
    expect(english('Builds shipped through TestFlight and App Store Connect; streaming ASR on Zipformer')).toEqual(
      expect.arrayContaining(['TestFlight', 'App Store Connect', 'Zipformer']),
    );
  });
  it('reads the labels’ spellings as the dictionary’s names', () => {
    const names = dictionaryNameLookup();
    expect(names.get('elastic stack')).toBe('ELK Stack');
    expect(names.get('cyber security')).toBe('Cybersecurity');
    expect(names.get('siemens s7-1500')).toBe('Siemens S7');
    expect(names.get('kubeflow pipelines')).toBe('Kubeflow');
    expect(names.get('hiring')).toBe('Hiring');
  });
});

describe('sixty-third round: names that are also ordinary words', () => {
  it('gives nothing for the ordinary word', () => {
    for (const text of [
      'Turned the ignition key and drove to the substation',
      'Issued amber alerts to the on-call team',
      'Found the root cause of the outage within an hour',
      'Gave a boost to sales in the third quarter',
      'Hail damage claims for a motor insurer',
      'Reported to the CDO of the bank',
      'Petrel sightings logged on the island survey',
      'YANG Wei, Beijing',
      'The IDA in Singapore funded the pilot',
      'Treated at the MSK clinic after a running injury',
      'Hiring manager for the data team',
      'Monthly PSI and Gini monitoring of the scorecard',
      'Automated evidence for the cyber-security framework of the regulator',
    ])
      expect(english(text), text).toEqual([]);
  });
  it('reads Ignition only beside plant-floor words', () => {
    expect(english('Simulation: Gazebo / Ignition, Isaac Sim')).not.toContain('Ignition');
    expect(english('SCADA stack: Ignition, Modbus, OPC UA')).toContain('Ignition');
  });
  it('reads field phrases only in a list or a skills section', () => {
    expect(english('负责工业缺陷检测：YOLOv8 训练与剪枝')).not.toContain('Defect Detection');
    expect(english('精通：Python、计算机视觉、工业缺陷检测')).toContain('Defect Detection');
    expect(english('Probabilistic load forecasting for 300 substations with LightGBM')).not.toContain(
      'Load Forecasting',
    );
    expect(english('Skills: Load Forecasting, LightGBM, Python')).toContain('Load Forecasting');
    expect(english('Data preprocessing for the churn model in pandas')).not.toContain('Data Cleaning');
    expect(english('数据预处理后训练 XGBoost 模型')).not.toContain('Data Cleaning');
    expect(english('Skills: Data preprocessing, SQL, Python')).toContain('Data Cleaning');
    expect(english('每周参加故障复盘会议')).not.toContain('Incident Management');
    expect(english('运维：故障复盘、容量规划、Prometheus')).toContain('Incident Management');
    expect(english('Skills: Hiring, Roadmapping, Python')).toContain('Hiring');
  });
});

// Review of round 63 (`/work/notes/review63-findings.md`): the reviewer's sentences, most severe first.
describe('review of round 63', () => {
  const none = (skill: string, texts: string[]) => {
    for (const text of texts) expect(english(text), text).not.toContain(skill);
  };
  it('reads Structured Text only beside a PLC’s words (finding 1)', () => {
    none('Structured Text', [
      'Built an NLP pipeline that converts scanned contracts into structured text for downstream LLM extraction.',
      'Extracted semi-structured text from invoices with LayoutLM, then fine-tuned a classifier',
      'Parsed PDFs into structured text with PyMuPDF, then chunked it for RAG',
      'Fluent in structured text formats such as JSON, YAML and XML',
      '文本结构化：将病历转为 structured text，供下游抽取',
    ]);
    expect(english('PLC programming: IEC 61131-3 (Ladder, Structured Text)')).toContain('Structured Text');
    expect(english('Schneider M340 PLC logic in Unity Pro (ladder and structured text)')).toContain('Structured Text');
  });
  it('reads 隐语 as SecretFlow only beside privacy computing (finding 2)', () => {
    none('SecretFlow', [
      '负责内容安全：黑产隐语识别、涉赌涉黄文本分类，使用 BERT 微调。',
      '构建网络隐语词库，识别变体词与隐语，支撑审核',
      '负责网络黑话与隐语挖掘，支撑风控审核策略',
      '黑话、隐语与谐音变体识别模型（TextCNN）',
    ]);
    expect(english('负责内容安全：黑产隐语识别、涉赌涉黄文本分类，使用 BERT 微调。')).toEqual([
      'Text Classification',
      'BERT',
    ]);
    expect(english('基于隐语搭建联邦学习与隐私计算平台')).toContain('SecretFlow');
    expect(english('2023 年将核心链路迁移到隐语 SecretFlow。')).toContain('SecretFlow');
  });
  it('reads uproot only beside particle physics (finding 3)', () => {
    none('uproot', [
      'Willing to uproot and relocate to Shenzhen for the right role.',
      'Open to relocation; happy to uproot my family, move cities and start over.',
      "I had to uproot the whole team's tooling when we switched from Jenkins to GitLab CI.",
    ]);
    expect(english('[ NumPy ]  [ ROOT ]  [ uproot ]  [ C++ ]')).toContain('uproot');
  });
  it('reads Singularity only beside containers or a cluster (finding 4)', () => {
    none('Singularity', [
      'Implemented singularity avoidance and inverse kinematics for a 6-DOF manipulator in ROS.',
      'Analysed the singularity of the Jacobian for the delta robot',
      'Wrote a popular blog series on the AI singularity and alignment',
      'Research: Python, PyTorch; reading group on the technological singularity',
      'Game designer, Singularity 6 (Palia), 2021–2023',
    ]);
    expect(english('Singularity Docker Git')).toContain('Singularity');
    expect(english('6,000-core Slurm cluster, packaged as Singularity images.')).toContain('Singularity');
  });
  it('reads FEP only beside free-energy words, and FEP+ (finding 5)', () => {
    none('Free Energy Perturbation', [
      '负责银行 FEP 前置系统与核心系统对接',
      'Banking core: ISO 8583 messages routed through the FEP (front-end processor) to the card host',
      'Chemical engineer: FEP-lined valves and PTFE gaskets for acid service',
      'Materials: PTFE, FEP, PFA coatings',
    ]);
    expect(english('Used FEP+ (Schrödinger) to rank 200 analogues by binding free energy')).toContain(
      'Free Energy Perturbation',
    );
    expect(english('计算化学　FEP 自由能微扰 | 分子对接')).toContain('Free Energy Perturbation');
    expect(dictionaryNameLookup().get('fep+')).toBe('Free Energy Perturbation');
  });
  it('reads a manager’s hiring as Hiring, not the recruiter’s Recruiting (finding 6)', () => {
    expect(english('Skills: Hiring, Budgeting, OKRs')).toEqual(['Hiring', 'Budgeting', 'OKR']);
    expect(english('Leadership · hiring · ML strategy')).not.toContain('Recruiting');
    expect(english('Skills: Recruiting, Sourcing, Boolean search')).toContain('Recruiting');
    expect(dictionaryNameLookup().get('hiring')).toBe('Hiring');
  });
  it('reads the two-word Cyber Security only in a skills list (finding 7)', () => {
    none('Cybersecurity', [
      'Intern, Cyber Security Agency of Singapore (CSA), 2022',
      'Analyst, National Cyber Security Centre, London',
      'Finalist, Cyber Security Challenge UK 2018',
      'Completed the annual Cyber Security awareness training',
      'Master of Science in Computer Science (Cyber Security specialisation)',
    ]);
    expect(english('Skills: Cyber Security, Python, Splunk')).toContain('Cybersecurity');
  });
  it('reads the list-only names not in a list about something else (finding 8)', () => {
    none('CDO', [
      'Presented quarterly to the CEO, CFO, CDO and CISO on the Snowflake roadmap',
      'Stakeholders: CEO, CDO, CISO; tools: Tableau, SQL',
      'Structured products desk: CDO, CLO, MBS, ABS pricing in Python',
    ]);
    none('Amazon MSK', [
      'Skills: MATLAB, OFDM, MSK, QPSK, Simulink',
      'Ultrasound: abdominal, vascular, MSK, obstetric; PACS, Excel',
    ]);
    none('Google Tink', ['Open banking integrations: Plaid, Tink, TrueLayer, Yapily; Python, PostgreSQL']);
    none('ASE', ['Certifications: ASE, AWS Solutions Architect']);
    none('ROOT', ['Linux: ROOT, sudo, SSH hardening, iptables']);
    none('EPICS', ['Tools: Jira (EPICS, stories), Confluence']);
    none('FATE', ['Research interests: FATE, algorithmic fairness, NLP']);
    expect(english('Data: xarray, Dask, Zarr, NetCDF, CDO, NCO')).toEqual(expect.arrayContaining(['CDO', 'NCO']));
    expect(english('AWS (EKS, RDS, MSK), Terraform')).toContain('Amazon MSK');
    expect(english('Python C++ FATE')).toContain('FATE');
  });
  it('reads docking simulations only beside molecules (finding 9)', () => {
    none('Molecular Docking', [
      'Ran rendezvous and docking simulations for the crewed spacecraft program in MATLAB/Simulink.',
      'Spacecraft GNC intern: docking simulations in STK and MATLAB',
      'Robot charging station: designed docking simulations in Gazebo for the AMR',
    ]);
    expect(english('Ran docking simulations of 5,000 ligands against the kinase target')).toContain(
      'Molecular Docking',
    );
  });
  it('reads Ignition as Gazebo’s beside Gazebo, even with a PLC (finding 10)', () => {
    none('Ignition', [
      'Simulation: Gazebo / Ignition; hardware-in-the-loop with a Siemens PLC',
      'Tools: Gazebo, Ignition, ROS 2, MoveIt, PLC',
      'Gazebo (Ignition) simulation of AGVs with a PLC-driven conveyor',
      'Tools: Ignition, Python, mes amis',
    ]);
    expect(english('SCADA stack: Ignition, Modbus, OPC UA')).toContain('Ignition');
  });
  it('reads Microsoft SEAL and Google Tink in prose (finding 11)', () => {
    expect(
      english('Built privacy-preserving inference on Microsoft SEAL (CKKS scheme) for a credit-scoring model.'),
    ).toContain('Microsoft SEAL');
    expect(english('Encrypted payment tokens with Google Tink in the Java card-vault service.')).toEqual([
      'Google Tink',
      'Java',
    ]);
  });
  it('reads the label Siemens TIA Portal as TIA Portal (finding 12)', () => {
    expect(dictionaryNameLookup().get('siemens tia portal')).toBe('TIA Portal');
  });
  it('reads 博途 and 计算化学 not as a company’s or another team’s name (finding 13)', () => {
    none('TIA Portal', ['博途教育科技有限公司 — 课程顾问']);
    none('Computational Chemistry', ['与计算化学团队合作，负责分子性质预测模型的工程化部署（Python、Docker）']);
    expect(english('使用博途（TIA Portal）完成 S7-1500 组态')).toContain('TIA Portal');
    expect(english('计算化学　FEP 自由能微扰')).toContain('Computational Chemistry');
  });
});
