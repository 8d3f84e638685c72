import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-third round (skill precision, Chinese first, then recall): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-third round: field words that name no skill of the candidate', () => {
  it('neural networks and profiling in prose are the work described, in a skills list they are skills', () => {
    expect(english('Summary: five years getting neural networks to fit on small drones.')).toEqual([]);
    expect(english('Skills: PyTorch, neural networks, ONNX')).toContain('Artificial Neural Networks');
    expect(english('Fused the attention kernels; profiling with Nsight Compute.')).not.toContain('Performance Tuning');
    expect(english('在 K8s 集群上做性能分析，定位慢接口')).not.toContain('Performance Tuning');
    expect(english('Tools: perf, Valgrind, profiling')).toContain('Performance Tuning');
  });
  it('a degree after a column bar or in a bracket makes the field before it the degree subject', () => {
    expect(english('郑州大学 ｜ 数据科学与大数据技术 ｜ 工学学士')).not.toContain('Big Data');
    expect(english('专业：数据科学与大数据技术（本科在读）')).not.toContain('Big Data');
    expect(english('计算机视觉研究员（博士），熟悉 PyTorch')).toContain('Computer Vision');
  });
  it('a field of capitalised words before an event word is the event', () => {
    expect(english('Poster at the Deep Learning Indaba 2024; speaker at Big Data Poznan Summit')).toEqual([]);
    expect(english('Built Deep Learning pipelines for the ranking team')).toContain('Deep Learning');
  });
  it('a slow SQL is a slow query, not the language', () => {
    expect(english('负责 MySQL 慢 SQL 治理，索引优化')).not.toContain('SQL');
    expect(english('Tracked down slow SQL in the billing service')).toEqual([]);
    expect(english('熟练编写 SQL，优化 MySQL 索引')).toContain('SQL');
  });
  it('a lower-case transformer after a hyphened modifier describes a model; as a name or list item it counts', () => {
    expect(english('Recognition with a CRNN-style transformer fine-tuned on receipts')).not.toContain('Transformer');
    expect(english('Scored leads with transformer-based rankers')).not.toContain('Transformer');
    expect(english('Made transformer language models cheaper by distillation')).toContain('Transformer');
    expect(english('熟悉 Transformer 结构与 PyTorch')).toContain('Transformer');
    expect(english('Models: BERT, transformer, LSTM')).toContain('Transformer');
  });
  it('a field before 设计师 / 分析师 is a title held, not the field', () => {
    expect(english('证书：系统架构设计师（高级）；PMP')).not.toContain('System Design');
    expect(english('负责系统架构设计与评审')).toContain('System Design');
  });
});

describe('forty-third round: names the dictionary lacked (dictionary-round43.ts)', () => {
  it('pathology slides, federated learning, recommender and robotics fields', () => {
    expect(english('全切片图像用 OpenSlide 读取；联邦学习（Flower）')).toEqual(
      expect.arrayContaining(['OpenSlide', 'Flower']),
    );
    expect(english('推荐算法：协同过滤、DeepFM')).toContain('Collaborative Filtering');
    expect(english('A movie recommender using collaborative filtering on public data')).toEqual([]);
    expect(english('研究方向：具身智能、强化学习')).toContain('Embodied AI');
  });
  it('a flower is no framework', () => {
    expect(english('Hobbies: flower photography; grew a Flower bed')).toEqual([]);
  });
});
