import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, fifty-fifth round (skills, tuned on blind sets 49 to 56): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifty-fifth round: tools the dictionary lacked', () => {
  it('reads HPC libraries, robotics tools, model APIs and web services', () => {
    expect(english('Solvers on PETSc and Kokkos; BLAS through cuBLAS and cuSPARSE; builds with Spack')).toEqual(
      expect.arrayContaining(['PETSc', 'Kokkos', 'cuBLAS', 'cuSPARSE', 'Spack']),
    );
    expect(english('集群监控：DCGM Exporter 采集 GPU 指标；通信库 RCCL')).toEqual(
      expect.arrayContaining(['DCGM', 'RCCL']),
    );
    expect(english('Camera–IMU calibration with Kalibr; UAV buses on DroneCAN')).toEqual(
      expect.arrayContaining(['Kalibr', 'DroneCAN']),
    );
    expect(english('后端调用 Kimi API 和 Gemini API，原型先在 Coze 上搭')).toEqual(
      expect.arrayContaining(['Kimi API', 'Gemini API', 'Coze']),
    );
    expect(english('Product analytics in PostHog, site search on Algolia, hand tracking with MediaPipe')).toEqual(
      expect.arrayContaining(['PostHog', 'Algolia', 'MediaPipe']),
    );
    expect(english('Edge functions on Cloudflare Workers')).toEqual(['Cloudflare Workers']);
    expect(english('Looker models in LookML; dbt macros in Jinja; reports in SSRS')).toEqual(
      expect.arrayContaining(['LookML', 'Jinja', 'SSRS']),
    );
  });
  it('keeps names that are ordinary words to their exact case or a list', () => {
    expect(english('We had to reframe the question for the board.')).not.toContain('ReFrame');
    expect(english('Bought an electric kettle for the office.')).not.toContain('Kettle');
    expect(english('ETL: Kettle, SQL Server, Python')).toContain('Kettle');
  });
  it('reads the labels’ own names for skills the dictionary already had', () => {
    const lookup = dictionaryNameLookup();
    expect(lookup.get('intel mpi')).toBe('MPI');
    expect(lookup.get('rknn-toolkit2')).toBe('RKNN');
    expect(lookup.get('dameng')).toBe('DM Database');
    expect(lookup.get('tensorflow lite micro')).toBe('TensorFlow');
  });
});

describe('fifty-fifth round: words that name no skill of the candidate', () => {
  it('reads a field word inside a Chinese company’s name as that name', () => {
    expect(english('2019 – 2023　上海鸿蒙之光数字科技有限公司　后端工程师')).not.toContain('HarmonyOS');
    expect(english('负责鸿蒙应用开发，适配公司全部机型')).toContain('HarmonyOS');
  });
  it('reads a board before a defect inspection as the product inspected', () => {
    expect(english('负责手机主板 PCB 缺陷检测模型（YOLOv8）')).not.toContain('PCB Design');
    expect(english('Vision models for PCB inspection on the factory line')).not.toContain('PCB Design');
    expect(english('硬件：PCB 设计、Altium Designer')).toContain('PCB Design');
  });
  it('reads a heading shared with another section as a heading', () => {
    // Right after a skills section, where a concept word would count.
    expect(
      english('SKILLS\nPython, Go, Kubernetes\nOPEN SOURCE & TALKS\nMaintainer of a parser library'),
    ).not.toContain('Open Source');
    expect(english('Skills: Linux, open source, Git')).toContain('Open Source');
  });
  it('leaves out the duties a manager lists under their management', () => {
    const duties = english('管理：团队建设、招聘、技术规划、跨部门协作、预算管理');
    expect(duties).not.toContain('Recruiting');
    expect(duties).not.toContain('Cross-Functional Collaboration');
    expect(duties).not.toContain('Budgeting');
    expect(english('专业技能：跨部门协作、预算编制、Excel')).toEqual(
      expect.arrayContaining(['Cross-Functional Collaboration', 'Budgeting']),
    );
  });
  it('reads regression tests, inference acceleration and GPU clusters in prose as the work, not a specialty', () => {
    expect(english('为编译器补充 lit 回归测试，修复 12 个后端缺陷')).not.toContain('Software Testing');
    expect(english('技能：功能测试、回归测试、Jira')).toContain('Software Testing');
    expect(english('用 vLLM 做推理加速，吞吐提升 2 倍')).not.toContain('Inference Optimization');
    expect(english('服务部署在 GPU集群 上，按队列调度')).not.toContain('GPU Cluster Operations');
    expect(english('专业技能：推理加速、模型量化、CUDA')).toContain('Inference Optimization');
  });
  it('reads a name graded by stars or dots as an item of a skills list', () => {
    expect(english('Temporal    ●●●●○\nFastAPI     ●●●●●')).toContain('Temporal');
    expect(english('The temporal order of events mattered.')).not.toContain('Temporal');
  });
});

describe('review of round 55', () => {
  it('keeps a skill used for a client company (finding 1)', () => {
    expect(english('项目经历\n使用Python为华润万家有限公司开发库存预测系统')).toContain('Python');
    expect(english('基于SAP为上汽集团股份有限公司实施财务模块')).toContain('SAP');
    expect(english('主导Kubernetes迁移至阿里云计算有限公司的托管集群')).toContain('Kubernetes');
    expect(english('2019 – 2023　上海鸿蒙之光数字科技有限公司　后端工程师')).not.toContain('HarmonyOS');
  });
  it('keeps a skill in a project subheading with no joiner (finding 6)', () => {
    expect(english('Python Projects\n- Web scraper for price tracking')).toContain('Python');
    expect(english('Machine Learning Projects\nBuilt churn models for a telecom')).toContain('Machine Learning');
    expect(english('Python 项目\n- 价格爬虫')).toContain('Python');
  });
  it('keeps a skills section’s Management or Leadership category (finding 7)', () => {
    expect(english('技能\n管理：Scrum、敏捷开发、OKR、Jira')).toContain('OKR');
    expect(english('SKILLS\nManagement: Agile, Scrum, Kanban, Stakeholder Management')).toContain(
      'Stakeholder Management',
    );
    expect(english('SKILLS\nLeadership: Agile coaching, Scrum, Product Roadmapping, Budgeting')).toContain('Budgeting');
  });
  it('does not read the given name Dameng as DM Database (finding 8)', () => {
    expect(english('Dameng Wang\ndameng.wang@example.com\nData Engineer')).not.toContain('DM Database');
    expect(english('References\nDameng Li, Engineering Manager, Tencent')).not.toContain('DM Database');
    expect(english('数据库：Oracle、MySQL、Dameng')).toContain('DM Database');
    expect(english('Migrated the Oracle database to Dameng')).toContain('DM Database');
  });
  it('reads 扣子 as Coze only beside a cue or in a list (finding 9)', () => {
    expect(english('服装厂质检员：检查缝线、扣子、拉链等外观问题')).not.toContain('Coze');
    expect(english('在扣子平台搭建客服智能体和工作流')).toContain('Coze');
    expect(english('工具：扣子、Dify、LangChain')).toContain('Coze');
  });
  it('reads only a board before an inspection as the product inspected (finding 10)', () => {
    expect(english('STM32 inspection robot firmware (FreeRTOS)')).toContain('STM32');
    expect(english('Vision models for PCB inspection on the factory line')).not.toContain('PCB Design');
  });
});
