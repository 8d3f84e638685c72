import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, eleventh round: kinds of skill miss the eighth blind hold-out showed, each pinned with our own text.

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('a coursework section of its own names courses, not skills', () => {
  const resume = [
    'EDUCATION',
    'University of Leeds',
    'COURSEWORK',
    'Graduate',
    'Statistics',
    'Probability Theory',
    'Undergraduate',
    'Computer Networks',
    'SKILLS',
    'Python • Go',
  ];
  it('blanks its lines up to the next known heading, which still counts', () => {
    const found = tags(resume.join('\n'));
    expect(found).toEqual(expect.arrayContaining(['Python', 'Go']));
    expect(found).not.toContain('Statistics');
    expect(found).not.toContain('Probability Theory');
  });
  it('the same words outside such a section still count', () => {
    expect(tags(['SKILLS', 'Statistics, Python'].join('\n'))).toContain('Statistics');
  });
});

describe('well-known names of LLM serving, cloud LLM services, edge AI and annotation', () => {
  it('LLM inference terms', () => {
    expect(tags('Served a 34B model with FlashAttention-2 kernels, FP8 weights and tensor parallelism')).toEqual(
      expect.arrayContaining(['FlashAttention', 'FP8', 'Tensor Parallelism']),
    );
    expect(tags('负责大模型推理服务的性能调优')).toContain('LLM Inference');
    // The short Chinese phrase is a concept word: in a skills section, not in prose.
    expect(tags('专业技能\n张量并行、流水线并行')).toEqual(
      expect.arrayContaining(['Tensor Parallelism', 'Pipeline Parallelism']),
    );
    expect(tags('4 卡 A100 张量并行部署')).not.toContain('Tensor Parallelism');
    // A passing adjective is not the technique.
    expect(tags('a dashboard comparing tensor-parallel layouts')).not.toContain('Tensor Parallelism');
  });
  it('cloud LLM services', () => {
    expect(tags('Built assistants on Amazon Bedrock and Azure OpenAI Service')).toEqual(
      expect.arrayContaining(['Amazon Bedrock', 'Azure OpenAI']),
    );
  });
  it('edge AI boards and the edge', () => {
    expect(tags('在 RK3588 开发板上做端侧 AI 部署')).toEqual(expect.arrayContaining(['RK3588', 'Edge AI']));
  });
  it('annotation tools and work; Prodigy only in a list', () => {
    expect(tags('Tools: Label Studio, Prodigy, CVAT')).toContain('Prodigy');
    expect(tags('She was a chess prodigy and a Prodigy fan at school')).not.toContain('Prodigy');
    expect(tags('完成音频转写 300 小时，另做图像拉框标注')).toEqual(
      expect.arrayContaining(['Speech Transcription', 'Image Annotation']),
    );
    expect(tags('带小组完成自动驾驶图像标注')).not.toContain('Image Annotation');
    expect(tags('QA reviewer for a team of eight annotators')).toContain('Quality Assurance');
  });
});
