import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-fourth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-fourth round: dictionary entries', () => {
  it('document-AI models, OCR engines and the tasks they serve', () => {
    const tags = english(
      'Toolkit: Tesseract, LayoutLMv2, Donut, TrOCR, Pix2Struct\nBuilt layout analysis, table recognition and handwriting recognition for scanned forms.',
    );
    for (const skill of [
      'Tesseract',
      'LayoutLM',
      'Donut',
      'TrOCR',
      'Pix2Struct',
      'Layout Analysis',
      'Table Recognition',
      'Handwriting Recognition',
    ])
      expect(tags).toContain(skill);
    expect(english('方向：文档智能，负责版面分析与表格结构识别、手写体识别。')).toEqual(
      expect.arrayContaining(['Document AI', 'Layout Analysis', 'Table Recognition', 'Handwriting Recognition']),
    );
  });
  it('Arabic NLP, audio, cluster, recommender, data-platform, frontend and embedded tools', () => {
    const tags = english(
      'Stack: CAMeL Tools, AraBERT, librosa, SoX, Kueue, Lustre, TorchRec, Oozie, styled-components\nTrained a logistic regression baseline; cross-compiling the agent for ARM boards.',
    );
    for (const skill of [
      'CAMeL Tools',
      'AraBERT',
      'librosa',
      'SoX',
      'Kueue',
      'Lustre',
      'TorchRec',
      'Oozie',
      'styled-components',
      'Logistic Regression',
      'Cross-compilation',
    ])
      expect(tags).toContain(skill);
    expect(english('调度用 Apache Oozie，建设数据血缘；用交叉编译工具链构建固件。')).toEqual(
      expect.arrayContaining(['Oozie', 'Data Lineage', 'Cross-compilation']),
    );
  });
  it('a donut, lustre and SOX as ordinary words are no skills', () => {
    expect(english('Weekend baker: sourdough and a donut stall at the market.')).not.toContain('Donut');
    expect(english('Restored the lustre of antique brass fittings.')).not.toContain('Lustre');
    expect(english('Prepared SOX audit evidence for finance.')).not.toContain('SoX');
  });
});

describe('twenty-fourth round: a word before "Fintech" names the firm', () => {
  it('"Tesseract Fintech" is an employer, not the OCR engine', () => {
    expect(english('Android Engineer, Tesseract Fintech, Pune — built card onboarding.')).not.toContain('Tesseract');
    expect(english('Read receipts with Tesseract and OpenCV.')).toContain('Tesseract');
  });
});

describe('twenty-fourth round: Linux 设备驱动 is Linux driver development', () => {
  it('the Chinese name with 设备 between is one skill, not Linux and generic device drivers', () => {
    const tags = english('嵌入式方向：Buildroot、Linux 设备驱动、U-Boot');
    expect(tags).toContain('Linux Driver Development');
    expect(tags).not.toContain('Device Drivers');
  });
});
