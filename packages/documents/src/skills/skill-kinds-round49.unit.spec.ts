import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-ninth round (skill precision first, Chinese most, tuned on blind sets 39 and 40): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-ninth round: contests and clubs named after a field', () => {
  it('a field inside a contest’s name is the contest, not a claimed skill', () => {
    expect(english('获奖：全国大学生统计建模大赛 省二等奖（2022）')).not.toContain('Statistical Modeling');
    expect(english('获奖：全国大学生信息安全竞赛 华南赛区三等奖')).not.toContain('Cybersecurity');
    expect(english('竞赛：「大模型智能问答挑战赛」复赛第 12 名')).not.toContain('Question Answering');
    expect(english('竞赛：阿里云天池 工业视觉挑战赛 前 5%')).not.toContain('Alibaba Cloud');
    expect(english('部署：阿里云 ECS、Nginx')).toContain('Alibaba Cloud');
    expect(english('专业技能：统计建模、网络安全、智能问答')).toEqual(
      expect.arrayContaining(['Statistical Modeling', 'Cybersecurity', 'Question Answering']),
    );
  });
  it('a field inside a club’s name is the club', () => {
    expect(english('社团：校移动开发者协会 成员')).not.toContain('Mobile Development');
    expect(english('社团：学院 Linux 开源社 创始成员')).not.toContain('Open Source');
    expect(english('维护开源项目，向 Apache 社区提交补丁')).toContain('Open Source');
    expect(english('负责移动开发与小程序上线')).toContain('Mobile Development');
  });
});

describe('forty-ninth round: a written name in another field’s sense', () => {
  it('EMR beside medical records is the record, not Amazon EMR', () => {
    expect(english('• EMR 结构化：门诊病历的实体识别与术语映射')).not.toContain('AWS');
    expect(english('大数据平台：EMR、Glue、Athena')).toContain('AWS');
  });
  it('降噪 of alerts is not image denoising', () => {
    expect(english('用 Prometheus 规则给告警降噪，误报减半')).not.toContain('Image Denoising');
    expect(english('手机影像：多帧降噪与 HDR 融合')).toContain('Image Denoising');
  });
  it('Java’s SPI extensions are not the serial bus', () => {
    expect(english('自研 RPC 框架：Netty 通信、SPI 扩展加载')).not.toContain('SPI');
    expect(english('外设驱动：UART、SPI、I2C')).toContain('SPI');
  });
  it('调参 in prose is the routine of training, listed it is the skill', () => {
    expect(english('负责 PPO 训练与调参，胜率提升 8%。')).not.toContain('Hyperparameter Tuning');
    expect(english('专业技能：特征工程、调参、模型部署')).toContain('Hyperparameter Tuning');
  });
});

describe('forty-ninth round: names that are a game or a company', () => {
  it('a name right after playing is a game', () => {
    expect(english('Weekends: playing Rust with old classmates.')).not.toContain('Rust');
    expect(english('Rewrote the parser in Rust; Go for the API.')).toContain('Rust');
  });
  it('a skill word before a Nordic company suffix is the company', () => {
    expect(english('Head of ML, Spark Orbital AB, Stockholm')).not.toContain('Apache Spark');
    expect(english('Data engineering with Spark and Airflow at a Stockholm startup.')).toContain('Apache Spark');
  });
});

describe('forty-ninth round: names the dictionary lacked', () => {
  it('reads GPU, clinical, geospatial, payments and game-backend names', () => {
    expect(english('Kernels: CUDA, CuTe, ROCm, HIP')).toEqual(expect.arrayContaining(['CuTe', 'ROCm', 'HIP']));
    expect(english('Coding to ICD-10 and SNOMED CT for hospital data.')).toEqual(
      expect.arrayContaining(['ICD-10', 'SNOMED CT']),
    );
    expect(english('Tools: GIS, QGIS, ArcGIS, STAC')).toEqual(
      expect.arrayContaining(['QGIS', 'ArcGIS', 'STAC', 'GIS']),
    );
    expect(english('Payments messaging over IBM MQ in ISO 20022; game servers on Agones.')).toEqual(
      expect.arrayContaining(['IBM MQ', 'ISO 20022', 'Agones']),
    );
  });
  it('reads model, library and tool names', () => {
    expect(
      english('工具：Stable-Baselines3、DQN、NebulaGraph、PatchTST、GluonTS、PointPillars、Grounding DINO'),
    ).toEqual(
      expect.arrayContaining([
        'Stable-Baselines3',
        'DQN',
        'NebulaGraph',
        'PatchTST',
        'GluonTS',
        'PointPillars',
        'Grounding DINO',
      ]),
    );
    expect(
      english('Stack: torchvision, Google Colab, DistilBERT, Praat, BullMQ, LiveData, WAF, PyTorch Forecasting'),
    ).toEqual(
      expect.arrayContaining([
        'torchvision',
        'Google Colab',
        'DistilBERT',
        'Praat',
        'BullMQ',
        'LiveData',
        'WAF',
        'PyTorch Forecasting',
      ]),
    );
    expect(english('服务端：Lua、Skynet、Redis')).toContain('Skynet');
    expect(english('Trained with curriculum learning on easy-to-hard maps.')).toContain('Curriculum Learning');
  });
});
