import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, fifth round: kinds of failure the third blind hold-out showed, each pinned with a text of our own.
describe('generic concepts count in a skills section or a list, not in prose', () => {
  it('cloud-native, code review, vector search, data analysis in sentences are not skills', () => {
    const prose = [
      '经历过从 IDC 到云原生的架构转型；带 2 名新人，负责代码评审和周会。',
      '文档切分后做向量检索与重排序，索引用 FAISS；负责 A/B 实验数据分析。',
    ].join('\n');
    const found = tags(prose);
    for (const concept of ['Cloud Computing', 'Code Review', 'Vector Databases', 'Data Analysis']) {
      expect(found, concept).not.toContain(concept);
    }
    expect(found).toContain('FAISS');
  });

  it('the same words in a skills section still count', () => {
    expect(tags('专业技能\n云原生、代码评审、数据分析')).toEqual(['Cloud Computing', 'Code Review', 'Data Analysis']);
  });

  it('a heading that is also a skill name starts a section, it is not a skill', () => {
    expect(tags('技能\nKotlin / Git\n开源\nKToast：轻量级组件，GitHub 500+ star')).toEqual(['Kotlin', 'Git']);
    expect(tags('EDUCATION\nBSc Physics\n\nOPEN SOURCE\n• tracer — eBPF-based')).toEqual(['eBPF']);
  });
});

describe('organisations and coined names are not skills', () => {
  it("a company's English name in brackets after its Chinese name", () => {
    expect(tags('成都飞鸟科技有限公司（Swift Express）  后端工程师')).toEqual([]);
  });

  it('a method named with a skill word and a hyphen ("Swift-Det")', () => {
    expect(tags('提出检测方法（Swift-Det），精度提升 3 点')).toEqual([]);
    expect(tags('客户端使用 Swift 开发')).toEqual(['Swift']);
  });
});

describe('families from the Stack Overflow tag lists', () => {
  it('systems, fuzzing and formal methods', () => {
    expect(tags('Tooling: GDB, perf, AFL++, TLA+, bpftrace, seccomp, io_uring, Firecracker')).toEqual([
      'GDB',
      'perf',
      'AFL++',
      'TLA+',
      'bpftrace',
      'seccomp',
      'io_uring',
      'Firecracker',
    ]);
    // perf as an ordinary word is not the tool.
    expect(tags('Shipped two perf improvements to the checkout page')).toEqual([]);
  });

  it('mobile, frontend, infrastructure and data products', () => {
    expect(tags('Mobile: Kotlin, Coroutines, Room, Espresso; CI on Bitrise')).toEqual([
      'Kotlin',
      'Kotlin Coroutines',
      'Room',
      'Espresso',
      'Bitrise',
    ]);
    expect(tags('Redux Toolkit, React Query, GraphQL (Apollo Client)')).toEqual(
      expect.arrayContaining(['React Query', 'Apollo', 'GraphQL']),
    );
    expect(tags('Terragrunt, Thanos, pgvector, FSDP, PyMC, GoogleTest, CocoaPods, Stripe')).toEqual([
      'Terragrunt',
      'Thanos',
      'pgvector',
      'FSDP',
      'PyMC',
      'GoogleTest',
      'CocoaPods',
      'Stripe',
    ]);
    expect(tags('We sat in the living room drinking espresso')).toEqual([]);
  });

  it('product management and accounting', () => {
    expect(tags('Skills: Product Discovery, Roadmapping, OKRs, Stakeholder Management, PRD writing')).toEqual([
      'Product Discovery',
      'Roadmapping',
      'OKR',
      'Stakeholder Management',
      'PRD',
    ]);
    expect(tags('专业技能\n会计核算、财务报表、纳税申报')).toEqual(['Accounting', 'Financial Reporting', 'Tax Filing']);
  });
});
