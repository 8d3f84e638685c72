import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, eighth round: kinds the fifth blind hold-out showed, each pinned with a text of our own.
describe('what a data-labelling team annotated is not its lead’s skill', () => {
  it('a list of data domains ending on 数据标注 or 标注类型, and an annotating word before "on"', () => {
    // 数据标注 itself is the lead's skill; the domains before it are not.
    expect(tags('负责医疗影像、图像分割和语音识别数据标注项目的排期与质检。')).toEqual(['Data Labeling']);
    expect(tags('熟悉矩形框、关键点、3D 点云等标注类型。')).toEqual([]);
    expect(tags('Coordinated 20 annotators on autonomous-driving video in CVAT.')).toEqual(['CVAT']);
    expect(tags('Ran a preference-ranking project for an LLM client.')).toEqual([]);
  });

  it('keeps the labelling tools and a dataset the candidate built', () => {
    expect(tags('标注工具：Label Studio、CVAT、自研标注助手')).toEqual(['Label Studio', 'CVAT']);
    expect(tags('搭建图像分割数据集与标注规范。')).toContain('Image Segmentation');
    expect(tags('Served an LLM behind FastAPI for the support desk.')).toEqual(['LLM', 'FastAPI']);
  });
});

describe('ordinary words and names that are also skills', () => {
  it('a surname after a title and a given name', () => {
    expect(tags('References: Prof. Hannah Swift, University of Leeds')).toEqual([]);
    expect(tags('Wrote the ingest service in Rust and Go')).toEqual(['Rust', 'Go']);
  });

  it('an academy or meetup named after a language', () => {
    expect(tags('Volunteer mentor at Julia Coders Academy and Ada Programmers Meetup')).toEqual([]);
  });

  it('a hobby written inline, a thesis title', () => {
    expect(tags('Languages: English, Dutch. Hobby: repairing Swift and Raleigh bicycles.')).toEqual([]);
    expect(tags('Thesis: Tokenization of Thai text with conditional random fields.')).toEqual([]);
    expect(tags('毕业论文：基于图像分割的病灶检测')).toEqual([]);
    expect(tags('Wrote a tokenizer for Thai text in Python.')).toContain('Tokenization');
  });

  it("Cisco's IOS is not Apple's iOS", () => {
    expect(tags('Switches on Cisco IOS, Linux')).not.toContain('iOS');
    expect(tags('Apps for iOS and Android')).toContain('iOS');
  });
});

describe('tools the dictionary lacked', () => {
  it('hardware verification and board tools', () => {
    expect(tags('Verification: cocotb, QuestaSim, LTspice, HyperLynx; MATLAB/Simulink')).toEqual([
      'cocotb',
      'QuestaSim',
      'LTspice',
      'HyperLynx',
      'MATLAB',
      'Simulink',
    ]);
  });

  it('MLOps, identity, cloud services and libraries by their usual names', () => {
    expect(
      tags('Feature store on Feast; drift reports with Evidently; Karpenter, Keycloak, RxJava, Drools, Diffusers'),
    ).toEqual(['Feast', 'Evidently', 'Karpenter', 'Keycloak', 'RxJava', 'Drools', 'Diffusers']);
    expect(tags('Azure Data Factory, Azure Synapse Analytics, Azure Policy, Labelbox, GrowingIO')).toEqual([
      'Azure Data Factory',
      'Azure Synapse',
      'Azure Policy',
      'Labelbox',
      'GrowingIO',
    ]);
  });

  it('an ordinary English word that is also a tool counts only where it names the tool', () => {
    expect(tags('Evidently, the migration paid off within a quarter.')).toEqual([]);
    expect(tags('The launch party was a feast.')).toEqual([]);
  });
});

describe('traditional characters', () => {
  it('reads skills written in traditional characters', () => {
    expect(tags('專長：推薦系統、自然語言處理、機器學習')).toEqual(['Recommender Systems', 'NLP', 'Machine Learning']);
  });
});
