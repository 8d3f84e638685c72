import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-sixth round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-sixth round: dictionary entries', () => {
  it('geospatial, vision and training tools', () => {
    const tags = english(
      'Mapped flood extents from satellite scenes: reprojected rasters with GDAL and Rasterio, trained UNet and SegFormer models, compared them with DeepLabv3+, augmented tiles with Albumentations.\nScaled training across 64 GPUs with Horovod; deduplicated web text with MinHash and wrote shards as Parquet; orchestrated pipelines with TFX.',
    );
    for (const skill of [
      'GDAL',
      'Rasterio',
      'U-Net',
      'SegFormer',
      'DeepLab',
      'Albumentations',
      'Horovod',
      'MinHash',
      'Parquet',
      'TFX',
    ])
      expect(tags).toContain(skill);
    expect(english('研究方向：遥感影像解译与变化分析。')).toContain('Remote Sensing');
  });
  it('code models, language tools, knowledge graphs, causal inference, optimisation, storage and payments', () => {
    const tags = english(
      'Parsed repositories with tree-sitter and retrieved snippets with CodeBERT; built a Text-to-SQL assistant.\nTranslated subtitles with NLLB.\nSkills: Rasa, jieba, Cypher, SPARQL, RDF, DoWhy, SPDK, CSI, Adyen',
    );
    for (const skill of [
      'tree-sitter',
      'CodeBERT',
      'Text-to-SQL',
      'NLLB',
      'Rasa',
      'jieba',
      'Cypher',
      'SPARQL',
      'RDF',
      'DoWhy',
      'SPDK',
      'CSI',
      'Adyen',
    ])
      expect(tags).toContain(skill);
    expect(
      english('做过语音翻译与对比学习；负责实体对齐；用运筹优化与线性规划做动态定价；对象存储支持纠删码。'),
    ).toEqual(
      expect.arrayContaining([
        'Speech Translation',
        'Contrastive Learning',
        'Entity Alignment',
        'Operations Research',
        'Linear Programming',
        'Dynamic Pricing',
        'Erasure Coding',
      ]),
    );
  });
  it('common words among these names stay words outside a list or with another case', () => {
    // Rasa and CSI are also a given name and a camera interface; cypher and rdf in lower case are ordinary text.
    const tags = english('Worked with Rasa Patel on the camera CSI bring-up; wrote a cypher puzzle; saved data.rdf.');
    for (const word of ['Rasa', 'CSI', 'Cypher', 'RDF']) expect(tags).not.toContain(word);
    expect(english('Wrote a CSI driver for Kubernetes volumes.')).toContain('CSI');
  });
});

describe('twenty-sixth round: Rails alone is the framework only where skills are listed', () => {
  it('a firm or a meetup called … Rails is no framework; Rails in a list or Ruby on Rails anywhere is', () => {
    expect(english('Backend Engineer · Harbour Rails (freight), Mombasa · 2021 – 2024')).not.toContain('Ruby on Rails');
    expect(english('Coach at Rails Girls Lisbon since 2019.')).not.toContain('Ruby on Rails');
    expect(english('Stack: Ruby, Rails, Sidekiq, PostgreSQL')).toContain('Ruby on Rails');
    expect(english('Rewrote the billing admin in Ruby on Rails.')).toContain('Ruby on Rails');
  });
});

describe('twenty-sixth round: deployment named beside the tool that serves the model', () => {
  it('is the tool, and stays Model Deployment where no serving tool stands beside it', () => {
    const served = english('Deployed models with FastAPI and Docker behind a load balancer.');
    expect(served).toEqual(expect.arrayContaining(['FastAPI', 'Docker']));
    expect(served).not.toContain('Model Deployment');
    expect(english('负责模型部署到边缘盒子：OpenVINO 推理。')).not.toContain('Model Deployment');
    // Round 45 made the phrase "model deployment" a concept word (skills sections and lists only); "deployed models"
    // stays an ordinary name, so the sentence with no serving tool beside it is written so.
    expect(english('Deployed models to the ranking cluster and owned their rollback.')).toContain('Model Deployment');
  });
});
