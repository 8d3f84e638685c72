import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirtieth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirtieth round: dictionary entries', () => {
  it('tools named by their projects: a labelling platform, a packet library, an n-gram toolkit, a recommender model', () => {
    const tags = english(
      'Boxes drawn in Roboflow for the shelf detector. Fast path on DPDK. Shallow fusion with a KenLM 4-gram. Ranking with a DLRM variant.',
    );
    expect(tags).toEqual(expect.arrayContaining(['Roboflow', 'DPDK', 'KenLM', 'DLRM']));
  });
  it('Data Factory named under its vendor is Azure Data Factory; the words in lower case are not', () => {
    expect(english('Nightly loads on Azure (Data Factory, Synapse).')).toContain('Azure Data Factory');
    expect(english('We built a small data factory for synthetic dialogues.')).not.toContain('Azure Data Factory');
  });
});

describe('thirtieth round: Celery in prose', () => {
  it('counts beside the web framework or broker it runs with, not as a vegetable', () => {
    expect(english('Order emails go out through Celery workers behind the Flask app.')).toContain('Celery');
    expect(english('Lunch was celery sticks and hummus; Celery soup on Fridays.')).not.toContain('Celery');
  });
});

describe('thirtieth round: a system built on a list-only name', () => {
  it('"X-based" after a name that counts only in lists says it is the technology', () => {
    expect(english('Shipped a Whisper-based captioning service for lectures.')).toContain('Whisper');
    expect(english('She spoke in a whisper to the class.')).not.toContain('Whisper');
  });
});

describe('thirtieth round: names of existing skills', () => {
  const chinese = (text: string) => extractSkills(text).tagsChinese.split(', ').filter(Boolean);
  it('FP8 量化 and FP4 量化 are Quantization, as INT8 量化 is (English "FP8 quantization" stays the FP8 format)', () => {
    expect(chinese('线上模型做了 FP8 量化，显存占用减半。')).toContain('模型量化');
    expect(chinese('端侧试了 FP4 量化。')).toContain('模型量化');
  });
  it('Diffusion written in Latin letters before 模型 is Diffusion Models', () => {
    expect(chinese('用 Diffusion 模型合成缺陷样本做数据增强。')).toContain('扩散模型');
  });
});
