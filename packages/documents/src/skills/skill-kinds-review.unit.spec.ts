import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, outside review of rounds 43–49: ordinary sentences in which a rule of those rounds dropped a real skill.
// The rounds' own cases stay pinned in their spec files and beside each fix here.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('review: Delivery, Payments and AB name a company only beside another capitalised word', () => {
  it('keeps the skill before the ordinary word', () => {
    expect(english('Led the Java Payments platform migration to Kubernetes')).toContain('Java');
    expect(english('Agile Delivery Lead for three squads')).toContain('Agile');
    expect(english('Rust Delivery tooling for the fleet')).toContain('Rust');
    expect(english('用 SQL AB 实验评估推荐策略')).toContain('SQL');
    expect(english('Built Amplitude AB test dashboards')).toContain('Amplitude');
  });
  it('still reads the company’s name', () => {
    expect(english('Backend Engineer — Nile Spark Payments, Lagos')).not.toContain('Apache Spark');
    expect(english('Backend Engineer — Delta Spark Payments, Lagos')).not.toContain('Apache Spark');
    const delivery = english('Swift Express Delivery (Shenzhen) Co., Ltd. - Android Engineer');
    expect(delivery).not.toContain('Swift');
    expect(delivery).not.toContain('Express');
    expect(english('Head of ML, Spark Orbital AB, Stockholm')).not.toContain('Apache Spark');
  });
});

describe('review: a contest or a club only by its own name', () => {
  it('keeps a tool used for, or before, a contest', () => {
    expect(english('使用 Python 完成数学建模竞赛论文的数据处理')).toContain('Python');
    expect(english('用 PyTorch 参加比赛并获得一等奖')).toContain('PyTorch');
    expect(english('熟悉 Python 并获得数学建模竞赛一等奖')).toContain('Python');
  });
  it('reads 社 as a club only at the end of a name', () => {
    expect(english('负责薪资核算社保缴纳与个税申报')).toContain('Payroll');
    expect(english('精通 C++ 社招面试官')).toContain('C++');
    expect(english('社团：学院 Linux 开源社 创始成员')).not.toContain('Open Source');
  });
  it('still reads the contest’s name', () => {
    expect(english('获奖：全国大学生统计建模大赛 省二等奖（2022）')).not.toContain('Statistical Modeling');
    expect(english('竞赛：「大模型 RAG 智能问答挑战赛」复赛第 12 名')).not.toContain('Question Answering');
  });
});

describe('review: the other sense only without the name’s own field on the line', () => {
  it('SPI beside a bus’s words is the bus', () => {
    expect(english('通过 SPI 扩展 GPIO 口，驱动 OLED 屏')).toContain('SPI');
    expect(english('Spring 2023: wrote the SPI flash driver for the STM32 bootloader')).toContain('SPI');
    expect(english('自研 RPC 框架：Netty 通信、SPI 扩展加载')).not.toContain('SPI');
  });
  it('EMR beside Spark is Amazon EMR, even on a medical platform', () => {
    expect(english('在医疗数据平台用 EMR 跑 Spark 和 Hive 作业')).toContain('AWS');
    expect(english('• EMR 结构化：门诊病历的实体识别与术语映射')).not.toContain('AWS');
  });
});

describe('review: devices and degrees', () => {
  it('Android devices a port went to are Android work; those something ran on are not', () => {
    expect(english('Ported the camera HAL and BSP to Android devices (Qualcomm SM8550)')).toContain('Android');
    expect(english('LCP 1.6 s on mid-range Android phones')).not.toContain('Android');
    expect(english('Shipped a reader on Android devices')).not.toContain('Android');
  });
  it('a tool used during undergraduate study is the tool', () => {
    expect(english('熟练使用 MATLAB（本科期间用于信号处理课程）')).toContain('MATLAB');
    expect(english('数据科学与大数据技术（本科在读）')).not.toContain('Big Data');
  });
});
