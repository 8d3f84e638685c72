import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-third round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-third round: dictionary entries', () => {
  it('graph, on-device and generative tools by their own names', () => {
    const tags = english(
      'Stack: DGL, NetworkX, ExecuTorch, Sentry; video model built on a Diffusion Transformer with a VAE encoder.',
    );
    for (const skill of ['DGL', 'NetworkX', 'ExecuTorch', 'Sentry', 'Diffusion Transformer', 'VAE'])
      expect(tags).toContain(skill);
    expect(english('潜空间压缩采用变分自编码器，主干为 DiT。')).toEqual(
      expect.arrayContaining(['VAE', 'Diffusion Transformer']),
    );
  });
  it('Apple media and sync frameworks', () => {
    expect(english('熟悉 Core Animation、AVFoundation 与 CloudKit 同步。')).toEqual(
      expect.arrayContaining(['Core Animation', 'AVFoundation', 'CloudKit']),
    );
  });
  it('a sentry as a guard is no skill', () => {
    expect(english('Volunteer sentry at the harbour festival, keeping the gates.')).not.toContain('Sentry');
  });
});

describe('twenty-third round: fine-tuning named as a verb or a bare 微调 in prose', () => {
  it('"fine-tuned X" in a work sentence is no skill tag; the practice as a noun or in a list still is', () => {
    expect(english('Fine-tuned a small BERT model to sort support tickets by urgency.')).not.toContain('Fine-tuning');
    expect(english('Our lab fine-tuned open models on legal text.')).not.toContain('Fine-tuning');
    expect(english('Led the fine-tuning of a 7B assistant on support chats.')).toContain('Fine-tuning');
    expect(english('Skills: PyTorch, fine-tuned, LoRA')).toContain('Fine-tuning');
  });
  it('a bare 微调 in prose is no tag; SFT and 指令微调 are, and so is 微调 in a skills list', () => {
    expect(english('项目中基于 BERT 微调了一个工单分类模型。')).not.toContain('Fine-tuning');
    expect(english('负责客服模型的指令微调与评测。')).toContain('Fine-tuning');
    expect(english('负责对话模型的 SFT 数据构建与训练。')).toContain('Fine-tuning');
    expect(english('技能：PyTorch、微调、RAG')).toContain('Fine-tuning');
  });
  it('a tool and 微调 written as one item of a list of skills ("Qwen 微调") count', () => {
    expect(english('大模型：Llama、Qwen 微调、vLLM')).toContain('Fine-tuning');
    expect(english('LLM: LoRA/QLoRA 微调, vLLM, RAG')).toContain('Fine-tuning');
  });
});
