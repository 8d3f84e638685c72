import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, sixty-first round (skills, tuned on blind sets 69 to 74): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('sixty-first round: tools the dictionary lacked', () => {
  it('reads speech, music and audio-plugin tools', () => {
    expect(
      english('Separated stems with Demucs, tokenised them with EnCodec and trained MusicGen on the result'),
    ).toEqual(expect.arrayContaining(['Demucs', 'EnCodec', 'MusicGen']));
    expect(english('歌声合成：DiffSinger、so-vits-svc、GPT-SoVITS、Bert-VITS2，声码器 BigVGAN')).toEqual(
      expect.arrayContaining(['DiffSinger', 'so-vits-svc', 'GPT-SoVITS', 'Bert-VITS2', 'BigVGAN']),
    );
    expect(english('Talking heads from Wav2Lip and SadTalker; sound effects from AudioLDM and Stable Audio')).toEqual(
      expect.arrayContaining(['Wav2Lip', 'SadTalker', 'AudioLDM', 'Stable Audio']),
    );
    expect(english('Plug-ins: JUCE, VST3, Audio Units, AAX')).toEqual(
      expect.arrayContaining(['JUCE', 'VST3', 'Audio Units', 'AAX']),
    );
    expect(english('Augmented the keyword set with audiomentations; offline recognition on Vosk')).toEqual(
      expect.arrayContaining(['audiomentations', 'Vosk']),
    );
  });
  it('reads a Whisper model named with its size, and ChatGLM with its version', () => {
    expect(english('Distilled Whisper large-v3 for the call-centre archive')).toContain('Whisper');
    expect(english('客服问答基于 ChatGLM3 微调')).toContain('ChatGLM');
  });
  it('reads XR, game-engine and streaming tools', () => {
    expect(english('Hand menus on OpenXR and WebXR; a visionOS port; Meta XR SDK on Meta Quest')).toEqual(
      expect.arrayContaining(['OpenXR', 'WebXR', 'visionOS', 'Meta XR SDK', 'Meta Quest']),
    );
    expect(english('Avatars from MetaHuman driven by Audio2Face; Snapdragon Spaces glasses')).toEqual(
      expect.arrayContaining(['MetaHuman', 'Audio2Face', 'Snapdragon Spaces']),
    );
    expect(english('Unity: URP, UGUI, Netcode for GameObjects')).toEqual(
      expect.arrayContaining(['URP', 'UGUI', 'Netcode for GameObjects']),
    );
    expect(english('SFU on mediasoup; Android encoding through MediaCodec and NVENC on the servers')).toEqual(
      expect.arrayContaining(['mediasoup', 'MediaCodec', 'NVENC']),
    );
  });
  it('reads trading, health, data and mobile tools', () => {
    expect(english('Kernel bypass with OpenOnload and ef_vi. Protocols: FIX, ITCH, OUCH')).toEqual(
      expect.arrayContaining(['OpenOnload', 'ef_vi', 'FIX Protocol', 'ITCH', 'OUCH']),
    );
    expect(english('行情解码：FAST、SBE 协议')).toContain('SBE');
    expect(english('Imaging archive on XNAT and dcm4che; concepts mapped to UMLS')).toEqual(
      expect.arrayContaining(['XNAT', 'dcm4che', 'UMLS']),
    );
    expect(english('Private training with Opacus; text classifiers from TextCNN; shards in WebDataset')).toEqual(
      expect.arrayContaining(['Opacus', 'TextCNN', 'WebDataset']),
    );
    expect(
      english('Event sourcing on Axon Framework; accounts under AWS Control Tower; clusters checked by kube-bench'),
    ).toEqual(expect.arrayContaining(['Axon Framework', 'AWS Control Tower', 'kube-bench']));
    expect(english('Mobile: Expo, Detox, Rive, Codemagic, coremltools, Transformers.js')).toEqual(
      expect.arrayContaining(['Expo', 'Detox', 'Rive', 'Codemagic', 'coremltools', 'Transformers.js']),
    );
    expect(english('鸿蒙端接入 Core Speech Kit 与 Core Vision Kit；同时上线支付宝小程序')).toEqual(
      expect.arrayContaining(['Core Speech Kit', 'Core Vision Kit', 'Alipay Mini Program']),
    );
    expect(english('模型在 ModelArts 上训练；需求在 TAPD 上跟踪')).toEqual(
      expect.arrayContaining(['ModelArts', 'TAPD']),
    );
    expect(english('端侧推理用 MindSpore Lite')).toContain('Huawei Ascend');
    // A label's MindSpore Lite is read as the skill the text's MindSpore gives.
    expect(dictionaryNameLookup().get('mindspore lite')).toBe('Huawei Ascend');
  });
  it('keeps the ordinary words among the new names to their case and a list', () => {
    expect(english('Visited the Expo in Osaka and went on a juice detox.')).toEqual([]);
    expect(english('On Sundays she paddles with a river kayak club.')).not.toContain('PaddlePaddle');
    expect(english('Forecasting the fix rate of support tickets.')).not.toContain('FIX Protocol');
  });
});

describe('sixty-first round: products sold, partners and certificates', () => {
  it('reads a product sold, resold or co-sold as the vendor’s, not a skill', () => {
    expect(english('Resold Nutanix and VMware licences to regional hospitals.')).not.toContain('Virtualization');
    expect(english('Co-sell with Snowflake account teams on retail deals.')).not.toContain('Snowflake');
    expect(english('向客户演示 Dify 平台与通义千问 API 的对接')).not.toContain('Qwen');
    expect(english('Built the ETL in Python; sold the Snowflake migration to the board.')).toContain('Python');
  });
  it('keeps a product used in the next clause', () => {
    expect(english('Resold the support contracts. Ran the clusters on Kubernetes.')).toContain('Kubernetes');
  });
  it('reads a vendor before 合作伙伴 as the employer’s partner', () => {
    expect(english('星河数据有限公司（阿里云合作伙伴） 解决方案工程师')).not.toContain('Alibaba Cloud');
    expect(english('负责阿里云 ECS 资源规划')).toContain('Alibaba Cloud');
  });
  it('reads a vendor’s tiered or coded certificate as a certificate', () => {
    expect(english('Google Cloud Digital Leader · Microsoft Azure Data Fundamentals (DP-900, 2024)')).not.toContain(
      'Microsoft Azure',
    );
    expect(english('PMP（2019）　CKA（2021）　腾讯云 TCP 架构高级工程师')).not.toContain('Tencent Cloud');
    expect(english('Data platform on Microsoft Azure (Synapse, Data Factory)')).toContain('Microsoft Azure');
  });
});

describe('sixty-first round: hobbies and prose field words', () => {
  it('reads Beyond work and a bare 兴趣 heading as interests', () => {
    expect(english('Beyond work\nPuppet shows and a Kafka reading group.')).toEqual([]);
    expect(english('兴趣\n篮球；在 Steam 上玩 Rust')).not.toContain('Rust');
  });
  it('reads a shop, studio or employer named with Interactive or a Spanish legal ending', () => {
    expect(english('Lead engineer — Pandas Interactive, Austin')).not.toContain('Pandas');
    expect(english('Backend developer — Rust Logística S.L., Sevilla')).not.toContain('Rust');
  });
  it('counts 开源项目 only in a skills list, and 记账 likewise', () => {
    expect(english('个人开源项目：一个命令行记账工具')).toEqual([]);
    expect(english('专业技能\n开源项目维护、代码评审')).toContain('Open Source');
    expect(english('向 TVM 社区开源贡献 PR 8 个')).toContain('Open Source');
  });
});
