import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-first round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-first round: a skills block after a papers section', () => {
  it('awards and contact headings end the papers section, so the skills under them count', () => {
    const text = [
      '論文',
      'K. Lau, et al. “Sparse depth from a phone camera.” ICCV 2023.',
      '獎項',
      '全港大學生機械人大賽 金獎（2020）',
      '聯絡',
      '電郵：kit.lau@example.hk',
      '沙田 大圍',
      '技能',
      'Rust ★★★★☆',
      'Kubernetes ★★★☆☆',
    ].join('\n');
    expect(english(text)).toEqual(expect.arrayContaining(['Rust', 'Kubernetes']));
  });
});

describe('thirty-first round: dictionary entries', () => {
  it('tools named by their projects: a tokenizer, an interpretability library, search engines, a speech runtime', () => {
    const tags = english(
      'Tokenised with MeCab. Probed attention heads with TransformerLens. Search: Lucene, Vespa, Solr. Served with CTranslate2.',
    );
    expect(tags).toEqual(expect.arrayContaining(['MeCab', 'TransformerLens', 'Lucene', 'Vespa', 'CTranslate2']));
  });
  it('Vespa in prose is a scooter; ARIMA only in capitals', () => {
    expect(english('On weekends I restore a 1968 Vespa.')).not.toContain('Vespa');
    expect(english('Demand models: ARIMA / SARIMAX, Prophet.')).toContain('ARIMA');
    expect(english('Arima is a town in Trinidad.')).not.toContain('ARIMA');
  });
  it('語者驗證 (Taiwan) names speaker verification', () => {
    expect(english('負責語者驗證模型的訓練與上線')).toContain('Speaker Recognition');
  });
  it('追蹤 (Taiwan, Hong Kong) names object tracking as 跟踪 does; FP16 量化 is Quantization', () => {
    expect(english('行人多目標追蹤與重識別')).toContain('Object Tracking');
    expect(english('部署前做了 FP16 量化')).toContain('Quantization');
  });
});

describe('thirty-first round: a community named after a tool', () => {
  it('"Django Girls" is a community, not Django; Django in a list still is', () => {
    expect(english('Volunteer coach at Django Girls Nairobi since 2022.')).not.toContain('Django');
    expect(english('Backend: Django, Celery, PostgreSQL')).toContain('Django');
  });
});
