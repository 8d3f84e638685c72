import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, twenty-second round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-second round: dictionary entries', () => {
  it('reinforcement-learning libraries and methods by their own names', () => {
    const tags = english(
      'Toolkit: Ray RLlib, PettingZoo, Unity ML-Agents, MAPPO, QMIX, MCTS, GRPO, domain randomization, reward shaping, self-play',
    );
    for (const skill of [
      'RLlib',
      'PettingZoo',
      'Unity ML-Agents',
      'MAPPO',
      'QMIX',
      'MCTS',
      'GRPO',
      'Domain Randomization',
      'Reward Shaping',
      'Self-Play',
    ])
      expect(tags).toContain(skill);
    expect(english('围棋智能体采用蒙特卡洛树搜索与自博弈训练。')).toEqual(
      expect.arrayContaining(['MCTS', 'Self-Play']),
    );
  });
  it('Gymnasium is the RL library only as a list item, not a German school', () => {
    expect(english('Simulators: MuJoCo, Gymnasium, Isaac Gym')).toContain('Gymnasium');
    expect(english('Abitur, Gymnasium am Markt in Bamberg, 2012.')).not.toContain('Gymnasium');
  });
  it('多智能体强化学习 is multi-agent RL, not LLM agents', () => {
    const tags = english('负责多智能体强化学习的算法研发与训练框架。');
    expect(tags).toContain('Multi-Agent Reinforcement Learning');
    expect(tags).not.toContain('AI Agents');
  });
  it('solvers, perception models, search and recommendation names', () => {
    const tags = english(
      'Scheduling with mixed-integer programming in Gurobi and Google OR-Tools; BEVFormer and BEVFusion for BEV perception; occupancy networks; ' +
        'site search on Apache Solr; GBDT, DIEN and ESMM for ads; seq2seq rewriting; semantic matching; image retrieval.',
    );
    for (const skill of [
      'Mixed Integer Programming',
      'Gurobi',
      'OR-Tools',
      'BEVFormer',
      'BEVFusion',
      'BEV Perception',
      'Occupancy Network',
      'Solr',
      'GBDT',
      'DIEN',
      'ESMM',
      'Seq2Seq',
      'Semantic Matching',
      'Image Retrieval',
    ])
      expect(tags).toContain(skill);
    expect(english('排产用混合整数规划，车端做占用网络与 BEV 感知，召回后做语义匹配和图像检索。')).toEqual(
      expect.arrayContaining([
        'Mixed Integer Programming',
        'Occupancy Network',
        'BEV Perception',
        'Semantic Matching',
        'Image Retrieval',
      ]),
    );
  });
  it('models, evaluation and media tools by their own names', () => {
    const tags = english(
      'PhoBERT and DeBERTa-v3 classifiers, LLaVA for visual QA, lm-evaluation-harness and OpenAI Evals for regression runs, ' +
        'Montreal Forced Aligner for alignments, DeepStream and GStreamer pipelines, MockK in Kotlin tests, Spark MLlib, ' +
        'visual odometry on a rover, content moderation models.',
    );
    for (const skill of [
      'PhoBERT',
      'DeBERTa',
      'LLaVA',
      'lm-evaluation-harness',
      'OpenAI Evals',
      'Montreal Forced Aligner',
      'DeepStream',
      'GStreamer',
      'MockK',
      'Spark MLlib',
      'Visual Odometry',
      'Content Moderation',
    ])
      expect(tags).toContain(skill);
  });
  it('an Alibaba Cloud certificate level is a certificate, not the cloud', () => {
    expect(english('资质：阿里云 ACA 云计算工程师；CET-6。')).not.toContain('Alibaba Cloud');
    expect(english('业务系统部署在阿里云 ECS 上。')).toContain('Alibaba Cloud');
  });
});

describe('twenty-second round: names of skills already in the table', () => {
  it('3D object detection is Object Detection, in text and in a label', () => {
    expect(english('激光雷达与相机融合的三维目标检测。')).toContain('Object Detection');
    expect(dictionaryNameLookup().get('3d object detection')).toBe('Object Detection');
  });
  it('LambdaMART is Search Ranking', () => {
    expect(english('Re-ranked hotel results with LambdaMART on LightGBM.')).toContain('Search Ranking');
    expect(dictionaryNameLookup().get('lambdamart')).toBe('Search Ranking');
  });
});

describe('twenty-second round: pretraining is a practice word', () => {
  it('counts in a skills section or a list of skills, not in prose about a project', () => {
    expect(english('Skills\nPyTorch, pretraining, distributed training')).toContain('Pretraining');
    expect(english('专业技能\n熟悉继续预训练、指令微调与 RLHF')).toContain('Pretraining');
    expect(english('We started from a model pretrained on news text and added a small CRF head.')).not.toContain(
      'Pretraining',
    );
    expect(english('在公开图文对上继续预训练视觉编码器，检索召回提升 9%。')).not.toContain('Pretraining');
  });
});

describe('twenty-second round: names that are not the skill', () => {
  it('a one-word skill before `& Partner` is a firm’s name', () => {
    expect(english('Intern at Swift & Partner Steuerberatung, Munich; built Excel macros.')).not.toContain('Swift');
    expect(english('Summer job — Ansible & Partners GmbH, Vienna')).not.toContain('Ansible');
    expect(english('Automated the rollout with Ansible & Terraform.')).toContain('Ansible');
  });
  it('Cloud SQL is a Google Cloud service, not SQL the language', () => {
    const tags = english('Moved the billing database from a VM to Cloud SQL for PostgreSQL.');
    expect(tags).toContain('Google Cloud');
    expect(tags).not.toContain('SQL');
  });
});
