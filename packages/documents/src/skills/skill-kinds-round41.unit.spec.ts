import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-first round (skill precision, then recall): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-first round: a hedge in brackets after one item of a slash list', () => {
  it('hedges that item only, not the whole line', () => {
    expect(english('Infra: Ansible / Podman / Rust (learning) / Bash')).toEqual(['Ansible', 'Podman', 'Bash']);
    expect(english('工具：Redis | Kafka | Flink（学习中） | Nginx')).toEqual(['Redis', 'Apache Kafka', 'Nginx']);
  });
  it('still hedges a whole clause that says so, and the item in its own bracket', () => {
    expect(english('Currently learning Rust / Zig on weekends')).not.toContain('Rust');
    expect(english('个人尝试：用 Rust、Go 写固件的小实验（学习中）')).toEqual([]);
  });
});

describe('forty-first round: names the dictionary lacked (dictionary-round41.ts)', () => {
  it('translation metrics, video and profiling tools, data platforms, a causal method', () => {
    expect(english('Evaluated with BLEU, chrF and COMET against human judgements')).toEqual(['BLEU', 'COMET']);
    expect(english('用 mmaction2 训练动作识别，PyTorch Profiler 定位瓶颈')).toEqual(
      expect.arrayContaining(['MMAction2', 'PyTorch Profiler']),
    );
    expect(english('离线数仓：DataWorks + MaxCompute；时序数据存 TimescaleDB')).toEqual(
      expect.arrayContaining(['DataWorks', 'TimescaleDB']),
    );
    expect(english('Estimated the launch effect with a synthetic control method')).toContain('Synthetic Control');
  });
  it('a comet and a blue cheese are not metrics', () => {
    expect(english('Saw the comet over Bled; bleu cheese at lunch')).toEqual([]);
  });
});
