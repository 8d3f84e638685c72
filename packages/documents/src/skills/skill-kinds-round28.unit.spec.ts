import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, twenty-eighth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);
const chinese = (text: string) => extractSkills(text).tagsChinese.split(', ').filter(Boolean);

describe('twenty-eighth round: dictionary entries', () => {
  it('tuning, synthetic-data, pipeline, speech, 3D and edge tools', () => {
    const tags = english(
      'Searched hyper-parameters with Optuna and trained detectors with Ultralytics; mapped fields in Google Earth Engine.\nGenerated tables with SDV, CTGAN and TVAE; released counts through OpenDP under differential privacy.\nOrchestrated jobs in Dagster; kept old loads in Informatica PowerCenter and SSIS (Kimball star schemas).\nVoices: Tacotron 2, Coqui TTS, and voice cloning for the dubbing pilot.\nAutoscaled GPU workers with KEDA on VMware vSphere.\nScenes rebuilt in nerfstudio and PyTorch3D; clips animated with AnimateDiff and cut with PySceneDetect; players followed by DeepSORT; boards run RKNN models.\nMonorepo builds with Turborepo. Studied prompt injection, AI safety and sparse autoencoders; hyperspectral imaging of leaves.',
    );
    for (const skill of [
      'Optuna',
      'Ultralytics',
      'Google Earth Engine',
      'SDV',
      'CTGAN',
      'TVAE',
      'OpenDP',
      'Differential Privacy',
      'Dagster',
      'Informatica PowerCenter',
      'SSIS',
      'Kimball',
      'Tacotron 2',
      'Coqui TTS',
      'Voice Cloning',
      'KEDA',
      'VMware vSphere',
      'nerfstudio',
      'PyTorch3D',
      'AnimateDiff',
      'PySceneDetect',
      'DeepSORT',
      'RKNN',
      'Turborepo',
      'Prompt Injection',
      'AI Safety',
      'Sparse Autoencoders',
      'Hyperspectral Imaging',
    ])
      expect(tags).toContain(skill);
    // The hypervisor's product name takes its span from the generic field.
    expect(tags).not.toContain('Virtualization');
  });
  it('Chinese names of the new fields', () => {
    const tags = chinese('研究方向：视频生成、差分隐私、大模型安全；做过声音克隆和高光谱成像，以及稀疏自编码器探针。');
    for (const skill of ['视频生成', '差分隐私', 'AI 安全', '声音克隆', '高光谱成像', '稀疏自编码器'])
      expect(tags).toContain(skill);
  });
  it('a product named in passing, or a word that is also a surname, is no tag', () => {
    const tags = english(
      'Moved reports off tools such as PowerCenter last year. Met Dr. kimball and sdv drivers at the fair.',
    );
    expect(tags).not.toContain('Informatica PowerCenter');
    expect(tags).not.toContain('Kimball');
    expect(tags).not.toContain('SDV');
  });
  it('names added to existing skills', () => {
    const tags = english(
      'Shipped push through Firebase Cloud Messaging with the Android SDK; ran chaos experiments and incident reviews; wrote up interpretability findings.',
    );
    for (const skill of ['Firebase', 'Android', 'Chaos Engineering', 'Incident Management', 'Explainable AI'])
      expect(tags).toContain(skill);
    // A label written with the product's full name reads as the skill the text gives.
    const lookup = dictionaryNameLookup();
    expect(lookup.get('android sdk')).toBe('Android');
    expect(lookup.get('firebase cloud messaging')).toBe('Firebase');
    expect(lookup.get('interpretability')).toBe('Explainable AI');
  });
});
