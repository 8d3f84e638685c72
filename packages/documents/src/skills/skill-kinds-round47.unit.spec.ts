import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-seventh round (skill precision first, tuned on blind sets 37 and 38): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-seventh round: practice words that count in a skills section or a list only', () => {
  it('payroll and tax filings in prose are the product built, not an accountant’s skill', () => {
    expect(english('Rewrote the payroll engine in Go; it pays 40,000 people a month.')).not.toContain('Payroll');
    expect(english('Moved quarterly tax filings onto a workflow engine.')).not.toContain('Tax Filing');
    expect(english('Skills: payroll, tax filing, Excel')).toEqual(expect.arrayContaining(['Payroll', 'Tax Filing']));
  });
  it('GPT as a model family in prose is not a tool used; a named model version still is', () => {
    expect(english('Fine-tuned a small GPT-2 model for poems; team of three.')).not.toContain('GPT');
    expect(english('LLM: GPT, Claude, Llama')).toContain('GPT');
    expect(english('Built a support bot with GPT-4 and LlamaIndex.')).toContain('GPT');
  });
  it('English and cross-team work in prose are described work', () => {
    expect(english('Wrote release notes in business English for partners.')).not.toContain('English Communication');
    expect(english('Skills: business English, SQL, Tableau')).toContain('English Communication');
    expect(english('推动跨部门协作，按期上线新版本。')).not.toContain('Cross-Functional Collaboration');
  });
});

describe('forty-seventh round: names the dictionary lacked', () => {
  it('reads Sidekiq, Cloud Run and Cyber RT', () => {
    expect(english('Background jobs with Sidekiq and Redis; deployed on Cloud Run.')).toEqual(
      expect.arrayContaining(['Sidekiq', 'Google Cloud Run']),
    );
    expect(english('网络：Cilium、Calico；中间件：ROS 2、Cyber RT')).toEqual(
      expect.arrayContaining(['Calico', 'Cyber RT']),
    );
  });
});

describe('forty-seventh round: mentions that name no skill of the candidate', () => {
  it('an English gloss in brackets inside a Chinese company name is that name', () => {
    expect(english('2019.03 – 2021.06 晨光（Spark）教育科技 · 后端工程师')).not.toContain('Apache Spark');
    expect(english('2019.03 – 2021.06 晨光（Rust）软件有限公司 · 后端工程师')).not.toContain('Rust');
    expect(english('大数据：Hadoop（Spark）、Hive')).toContain('Apache Spark');
  });
  it('a skill word before Delivery or Couriers is a delivery company', () => {
    expect(english('Swift Express Delivery (Shenzhen) Co., Ltd. - Android Engineer')).not.toContain('Express');
    expect(english('Backend: Node.js, Express, MongoDB')).toContain('Express');
  });
  it('a letter-spaced publications heading starts a section of paper titles', () => {
    const paper = 'L. Chen, M. Ode. Tuning Spark Jobs with Few Samples. VLDB 2024.';
    expect(english(`S E L E C T E D P U B L I C A T I O N S\n${paper}`)).toEqual([]);
    expect(english(`S U M M A R Y\n${paper}`)).toContain('Apache Spark');
  });
});
