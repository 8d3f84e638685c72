import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-fifth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-fifth round: dictionary entries', () => {
  it('post-training, experimentation and causal-inference methods and libraries', () => {
    const tags = english(
      'Aligned a chat model with reward modelling and PPO.\nCoupon targeting: uplift modelling with EconML and CausalML; a multi-armed bandit, then a contextual bandit, for push timing.',
    );
    for (const skill of [
      'Reward Modeling',
      'Uplift Modeling',
      'EconML',
      'CausalML',
      'Multi-Armed Bandit',
      'Contextual Bandits',
    ])
      expect(tags).toContain(skill);
    expect(english('负责奖励模型训练；搭建 uplift 模型与多臂老虎机策略。')).toEqual(
      expect.arrayContaining(['Reward Modeling', 'Uplift Modeling', 'Multi-Armed Bandit']),
    );
  });
  it('speech, 3D vision, video and translation models take their whole name', () => {
    const tags = english(
      'Voice stack: FastSpeech 2, HiFi-GAN, ECAPA-TDNN\nScanned rooms with COLMAP and multi-view stereo; trained monocular depth estimation and action recognition models.\nTranslation with fairseq and Marian NMT; fine-tuned XLM-RoBERTa and mT5.',
    );
    for (const skill of [
      'FastSpeech 2',
      'HiFi-GAN',
      'ECAPA-TDNN',
      'COLMAP',
      'Multi-view Stereo',
      'Depth Estimation',
      'Action Recognition',
      'fairseq',
      'Marian NMT',
      'XLM-RoBERTa',
      'mT5',
    ])
      expect(tags).toContain(skill);
    // The longer name is the skill: the vocoder is not the GAN family, the multilingual encoder not BERT.
    expect(tags).not.toContain('GAN');
    expect(tags).not.toContain('BERT');
    expect(english('用 PyTorch 训练单目深度估计模型。')).toContain('Depth Estimation');
  });
  it('retrieval, agents, science, graphics, cloud, mobile, frontend and supply-chain tools', () => {
    const tags = english(
      'Tools: sentence-transformers, DSSM, MCP, Temporal, PagedAttention, AWS Batch, MapKit, Sigstore, react-i18next, Kubernetes Operators\nResearch: flow matching, protein language models and Bayesian optimization.\nRendering: compute shaders, physically based rendering, global illumination.',
    );
    for (const skill of [
      'sentence-transformers',
      'DSSM',
      'MCP',
      'Temporal',
      'PagedAttention',
      'AWS Batch',
      'MapKit',
      'Sigstore',
      'react-i18next',
      'Kubernetes Operators',
      'Flow Matching',
      'Protein Language Models',
      'Bayesian Optimization',
      'Compute Shaders',
      'Physically Based Rendering',
      'Global Illumination',
    ])
      expect(tags).toContain(skill);
    // The Python library is not the Transformer architecture.
    expect(tags).not.toContain('Transformer');
  });
  it('Redux Toolkit is Redux; temporal and a lower-case operator are ordinary words', () => {
    expect(english('State in Redux Toolkit with RTK Query.')).toEqual(['Redux']);
    expect(english('Temporal smoothing of detections across frames.')).not.toContain('Temporal');
    expect(english('Wrote a Kubernetes operator that scales notebooks.')).not.toContain('Kubernetes Operators');
  });
});

describe('twenty-fifth round: a language or framework alone on its line is a list item', () => {
  it('one library per line above a list keeps the library; a group name over a list is still a label', () => {
    expect(english('Skills\nGo / Rust\nTensorFlow\nspaCy, NLTK, Gensim')).toContain('TensorFlow');
    expect(english('Toolbox\nKotlin\nKtor, Exposed, Koin')).toContain('Kotlin');
    expect(english('Observability\nOpenTelemetry, Prometheus, Grafana')).not.toContain('Observability');
  });
});

describe('twenty-fifth round: more names of known skills', () => {
  it('weight quantization is Quantization; a game programmer does game development', () => {
    expect(english('实现 INT4 权重量化的融合 kernel。')).toContain('Quantization');
    expect(english('Added weight quantization to the export step.')).toContain('Quantization');
    expect(english('Game Programmer — Lantern Studio (Unity, C#)')).toContain('Game Development');
  });
});
