import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-fifth round (skill precision): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-fifth round: a field’s name on the platform or compiler a job title serves', () => {
  it('is not the field, in English and in Chinese', () => {
    expect(english('Senior ML Platform Engineer, Quarrybank')).not.toContain('Machine Learning');
    expect(english('Staff ML Compiler Engineer — Harrowgate Silicon')).not.toContain('Machine Learning');
    expect(english('高级机器学习平台工程师 | 澜屿科技')).not.toContain('Machine Learning');
  });
  it('keeps the field named as the candidate’s own title or work', () => {
    expect(english('Machine Learning Engineer, Quarrybank')).toContain('Machine Learning');
    expect(english('机器学习工程师，负责风控模型')).toContain('Machine Learning');
  });
});

describe('thirty-fifth round: operators written in a kernel language or for a framework', () => {
  it('are that tool’s work, not Operator Development', () => {
    expect(english('用 CUDA 编写自定义算子，融合 LayerNorm')).not.toContain('Operator Development');
    expect(english('熟悉 C++ 与 CUDA 算子开发')).not.toContain('Operator Development');
    expect(english('为 PyTorch 自定义算子补齐反向传播')).not.toContain('Operator Development');
  });
  it('keeps the practice named apart from the tool', () => {
    expect(english('熟悉 GPU 架构与 CUDA 编程，能够编写高性能算子')).toContain('Operator Development');
    expect(english('负责昇腾平台的算子开发与调优')).toContain('Operator Development');
  });
});

describe('thirty-fifth round: customer support is a product’s users, not Technical Support', () => {
  it('is not the skill', () => {
    expect(english('Built retrieval for the customer-support assistant in Python.')).not.toContain('Technical Support');
    expect(english('Intent classifier for customer support tickets')).not.toContain('Technical Support');
  });
  it('keeps technical support named as such', () => {
    expect(english('Provided technical support to hospital IT staff.')).toContain('Technical Support');
  });
});

describe('thirty-fifth round: a Chinese label over tools, after a bar, a column gap or a second field', () => {
  it('names the group of the tools, not a skill of its own', () => {
    expect(english('大数据｜Spark、Hive、Presto')).not.toContain('Big Data');
    expect(english('大数据\t精通 Spark、Flink、Kafka；了解 Doris')).not.toContain('Big Data');
    expect(english('大数据及云端：PySpark、EMR、Airflow')).not.toContain('Big Data');
    expect(english('大数据与检索：Hive、Elasticsearch')).not.toContain('Big Data');
  });
  it('keeps a label whose clause is prose after its level word', () => {
    const tags = english('深度学习：熟悉 PyTorch 与 DeepSpeed，掌握 BERT 类模型的微调');
    expect(tags).toContain('Deep Learning');
  });
});

describe('thirty-fifth round: a field named as a degree’s subject', () => {
  it('is what was studied, not a skill', () => {
    expect(english('Lakeshore University — MSc in Big Data Technology, 2021')).not.toContain('Big Data');
    expect(english('2016.09 – 2019.06 江城职业学院 大数据技术与应用 大专')).not.toContain('Big Data');
    expect(english('香港某大学 理学硕士（大数据科技），兼读')).not.toContain('Big Data');
  });
  it('keeps Statistics, and the field claimed elsewhere', () => {
    expect(english('南湖大学 统计学 理学学士')).toContain('Statistics');
    // 本科生 (undergraduates) is no degree line. (Round 37: a lab's name is no skill, so no lab is named here.)
    expect(english('某大学 自然语言处理方向 本科生科研助理')).toContain('NLP');
  });
});
