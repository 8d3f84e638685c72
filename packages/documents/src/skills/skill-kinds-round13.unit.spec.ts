import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirteenth round: how strongly a mention evidences a skill, pinned with our own text.

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe("a certificate's title", () => {
  it('names what it certifies, not a skill of the candidate', () => {
    expect(tags('Certifications\nAWS Certified Machine Learning – Specialty, 2021')).not.toContain('Machine Learning');
    expect(tags('荣誉：华为云 大数据 认证工程师（HCIP）')).not.toContain('Big Data');
    expect(tags('2020 年取得 腾讯云 机器学习 专业证书')).not.toContain('Machine Learning');
  });
  it('leaves the same skill named outside the title, and a list under a 证书 label', () => {
    expect(tags('Built our big data platform on Spark; Certified Kubernetes Administrator')).toContain('Big Data');
    expect(tags('技能：Python、大数据\n证书：英语六级')).toContain('Big Data');
  });
});

describe("an organisation's abbreviation in brackets", () => {
  it('is the name before it when its letters are those words’ initials', () => {
    expect(tags('Analyst in the Security Operations Centre (SOC), triaging alerts in Splunk')).toEqual(['Splunk']);
    expect(tags('Recruited across the Gulf Cooperation Council (GCC) for clients in Dubai')).toEqual([]);
    expect(tags('Intern at the National Library of Poland (NLP), 2019')).toEqual([]);
  });
  it('keeps an acronym in brackets that abbreviates something else', () => {
    expect(tags('Built vision models (ViT) for retail; image classifiers (CNN) on edge boxes')).toEqual(
      expect.arrayContaining(['Vision Transformer', 'CNN']),
    );
  });
});

describe('a clause that says the candidate is only learning or trying it', () => {
  it('does not evidence the skill', () => {
    expect(tags('Weekend project: a chess engine (currently learning Haskell for it)')).not.toContain('Haskell');
    expect(tags('I am interested in Kubernetes and want to try it at work.')).not.toContain('Kubernetes');
    expect(tags('业余时间自学 Flutter，做过一个记账小程序')).not.toContain('Flutter');
    expect(tags('协助整理语音数据标注文档（非主要工作）')).not.toContain('Data Labeling');
  });
  it('keeps the skill in other clauses and in the names of learning methods', () => {
    expect(tags('Built services in Haskell; currently learning Rust')).toContain('Haskell');
    expect(tags('Applied machine learning and deep learning to fraud scoring')).toEqual(
      expect.arrayContaining(['Machine Learning', 'Deep Learning']),
    );
    expect(tags('熟悉 Flutter 跨平台开发，自学过 Swift')).toContain('Flutter');
  });
});

describe('a self-assessment section', () => {
  it('is read like interests: a name alone in its prose is no skill', () => {
    expect(
      tags('工作经历\n负责订单系统开发（2019 - 2023）\n自我评价\n性格沉稳，热爱技术，对机器学习有浓厚兴趣。'),
    ).toEqual([]);
  });
  it('keeps a list of skills in it, also one ending on a Chinese full stop', () => {
    expect(tags('自我评价\n常用技术：Spring Boot、MyBatis、Redis。')).toEqual(
      expect.arrayContaining(['Spring Boot', 'MyBatis', 'Redis']),
    );
  });
});

describe('a section of talks and papers under a joined heading', () => {
  it('is skipped like either heading alone', () => {
    const text =
      'SKILLS\nPython, SQL\nTALKS & PUBLICATIONS\n“Moving a ledger off the JVM”, DevConf 2023\nLANGUAGES\nEnglish';
    expect(tags(text)).toEqual(['Python', 'SQL']);
    expect(tags('技能\nPython\n论文与专利\n一种基于 Redis 的缓存方法（专利）\n')).toEqual(['Python']);
  });
});

describe('a nickname in brackets inside a name', () => {
  it('is not the skill of the same name', () => {
    expect(tags('Rubina (Ruby) Khan, Data Engineer\nSkills: Python, Airflow')).not.toContain('Ruby');
    expect(tags('Prof. Juliana (Julia) Moreno-Paz\nPython, R')).not.toContain('Julia');
  });
  it('keeps a language in brackets elsewhere', () => {
    expect(tags('Wrote the build scripts (Ruby) and the services in Go')).toContain('Ruby');
  });
});

const tagsZh = (text: string) => extractSkills(text).tagsChinese.split(', ').filter(Boolean);

describe('fields whose vocabulary the dictionary lacked', () => {
  it('medical imaging', () => {
    expect(tags('Registered PET to CT volumes (image registration) and ran radiomics in 3D Slicer and ITK')).toEqual(
      expect.arrayContaining(['Image Registration', 'Radiomics', '3D Slicer', 'ITK']),
    );
    expect(tags('Analysed medical images: MRI segmentation of the knee and nodule detection in chest CT')).toEqual(
      expect.arrayContaining(['Medical Imaging', 'Image Segmentation', 'Object Detection']),
    );
    expect(tagsZh('从事医学影像算法：器官分割与病灶检测')).toEqual(
      expect.arrayContaining(['医学影像', '图像分割', '目标检测']),
    );
  });
  it('motion planning and control', () => {
    expect(tags('Tuned PID controllers and an LQR for the arm; trajectory optimization with OMPL')).toEqual(
      expect.arrayContaining(['PID Control', 'LQR', 'Trajectory Optimization', 'OMPL']),
    );
    expect(tagsZh('负责自动驾驶决策规划与轨迹优化')).toEqual(expect.arrayContaining(['行为规划', '轨迹优化']));
  });
  it('game tooling, inference and recommendation, product work', () => {
    expect(tags('Senior Gameplay Programmer; profiled frames in Unreal Insights; level design tools')).toEqual(
      expect.arrayContaining(['Game Development', 'Unreal Insights', 'Level Design']),
    );
    expect(tags('Tools: Unreal Engine, Blueprints, Perforce')).toContain('Blueprints');
    expect(tags('We drew blueprints of the office')).not.toContain('Blueprints');
    expect(tagsZh('实现投机解码与生成式推荐模型')).toEqual(expect.arrayContaining(['投机解码', '生成式推荐']));
    expect(tags('Product manager for the checkout; wrote product requirements')).toEqual(
      expect.arrayContaining(['Product Management', 'PRD']),
    );
    expect(tagsZh('三年产品经理经验')).toContain('产品管理');
  });
});

describe('a Chinese label over a clause of tools in Latin letters', () => {
  it('names the group of the tools, not a skill of its own', () => {
    expect(tags('工作内容：\n3. 监控告警：Zabbix + Grafana\n4. 大数据：HBase、Hive、Kylin')).toEqual(
      expect.not.arrayContaining(['Monitoring & Alerting', 'Big Data']),
    );
    expect(tags('熟悉各类组件；大数据：HBase、Hive')).not.toContain('Big Data');
  });
  it('keeps a label whose clause goes on in Chinese, and the label alone in prose', () => {
    expect(tags('大数据：Hive、Spark，负责数仓分层建设')).toContain('Big Data');
    expect(tags('负责大数据平台建设，使用 Hive')).toContain('Big Data');
  });
});
