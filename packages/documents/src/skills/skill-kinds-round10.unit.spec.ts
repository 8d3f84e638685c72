import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, tenth round: tools of the fields an ordinary inbox brings (dictionary-inbox.ts), the cover letter
// and the hiring clauses, each pinned with a text of our own.
describe('tools the dictionary now knows', () => {
  it('marketing, office and QA tools', () => {
    expect(
      tags('Skills: SEO with SEMrush and Ahrefs; Hootsuite; LinkedIn Ads, Facebook Ads; content marketing'),
    ).toEqual(
      expect.arrayContaining(['Semrush', 'Ahrefs', 'Hootsuite', 'LinkedIn Ads', 'Meta Ads', 'Content Marketing']),
    );
    expect(tags('专业技能\n熟练使用钉钉、企业微信、飞书；负责采购；擅长测试用例设计')).toEqual(
      expect.arrayContaining(['DingTalk', 'WeCom', 'Feishu', 'Procurement', 'Test Case Design']),
    );
  });

  it('framework families, data platforms, models and libraries', () => {
    expect(tags('Vue 3、Vue Router、Ant Design Vue、Vant；基于 CDH 集群开发 Flink SQL 作业；负责数据治理')).toEqual(
      expect.arrayContaining(['Vue Router', 'Ant Design Vue', 'Vant', 'CDH', 'Flink SQL', 'Data Governance']),
    );
    expect(tags('Ant Design Vue 组件库')).not.toContain('Ant Design');
    expect(tags('精排模型：DeepFM、DIN、MMoE')).toEqual(expect.arrayContaining(['DeepFM', 'DIN']));
    expect(tags('Go: gqlgen, testify, sqlc. Java: Spring Batch jobs, Flyway migrations, Resilience4j retries')).toEqual(
      expect.arrayContaining(['gqlgen', 'testify', 'Spring Batch', 'Flyway', 'Resilience4j']),
    );
    expect(tags('LLM: LangChain, Claude, OpenAI API; evaluated with Ragas. Forecasts: LightGBM, Prophet')).toEqual(
      expect.arrayContaining(['Claude', 'Ragas', 'Prophet']),
    );
  });

  it('never takes the ordinary words among them in prose', () => {
    expect(tags('Witnesses will testify that Claude Monet painted water lilies; the prophet spoke.')).toEqual([]);
    expect(tags('Steel plates to DIN 17100 standard')).toEqual([]);
    expect(tags('工作经历\n负责办公用品采购与库存；告警推送企业微信')).toEqual([]);
  });
});

describe("text that names another party's skills", () => {
  it("a cover letter naming the employer's stack", () => {
    const text = [
      'Dear Hiring Team,',
      'Your platform group writes Elixir and Haskell; I have not used them.',
      'Best regards,',
      'Mira Jensen',
      '',
      'Mira Jensen',
      'Backend Engineer',
      'Skills: Java, Spring Boot',
    ].join('\n');
    expect(tags(text)).toEqual(['Java', 'Spring Boot']);
  });

  it('a recruiter naming the stacks hired for, in Chinese before the word that says so', () => {
    expect(tags('与技术面试官对齐 Rust、Scala 与前端岗位的用人标准；熟练使用 Excel')).toEqual(['Excel']);
    expect(tags('年招聘 80 人，其中数据工程师 20 人（Flink、Spark 方向），平均到岗 30 天')).toEqual([]);
    expect(tags('搭建校招笔试流程（与研发共建 Go / Kotlin 题库）')).toEqual([]);
    expect(tags('hired 25 engineers across Elixir, Rust and ML; I write Python.')).toEqual(['Python']);
    // Without a word of hiring on the line, a team's directions are the candidate's work.
    expect(tags('带领 6 人（Flink、Spark 方向）完成实时数仓')).toEqual(
      expect.arrayContaining(['Apache Flink', 'Apache Spark']),
    );
  });
});
