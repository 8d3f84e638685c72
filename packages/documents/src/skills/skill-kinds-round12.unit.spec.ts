import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twelfth round: fields the ninth blind hold-out showed the dictionary barely knew, pinned with our own text.

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);
const tagsZh = (text: string) => extractSkills(text).tagsChinese.split(', ').filter(Boolean);

describe('medical imaging, planning and control, game tooling', () => {
  it('names the projects and formats', () => {
    expect(
      tags('Built lung nodule models with MONAI and nnU-Net on DICOM series read by SimpleITK from a PACS'),
    ).toEqual(expect.arrayContaining(['MONAI', 'nnU-Net', 'DICOM', 'SimpleITK', 'PACS']));
    expect(tags('Tuned an MPC controller solved by OSQP and tested it in CARLA; optimal control coursework')).toEqual(
      expect.arrayContaining(['MPC', 'OSQP', 'CARLA', 'Optimal Control']),
    );
    expect(
      tags('Hot updates with HybridCLR, assets via Unity Addressables, Shader Graph effects, SteamVR input'),
    ).toEqual(expect.arrayContaining(['HybridCLR', 'Addressables', 'Shader Graph', 'SteamVR']));
    expect(tagsZh('负责医学影像分割算法')).toContain('图像分割');
    expect(tagsZh('专业技能\n表面缺陷检测、模型预测控制')).toEqual(
      expect.arrayContaining(['缺陷检测', '模型预测控制']),
    );
  });
  it('ordinary words count only where they name a tool', () => {
    expect(tags('Skills: Unity, Photon, Addressables')).toEqual(expect.arrayContaining(['Photon', 'Addressables']));
    const prose = tags('Measured photon counts in a detector; carla and mpc in lower case are not the tools');
    expect(prose).not.toContain('Photon');
    expect(prose).not.toContain('CARLA');
    expect(prose).not.toContain('MPC');
  });
});

describe('architecture vocabulary counts in a skills section, not in prose', () => {
  it('in a skills list', () => {
    expect(tags('SKILLS\nMicroservices, service mesh, event-driven architecture, domain-driven design')).toEqual(
      expect.arrayContaining(['Service Mesh', 'Event-Driven Architecture', 'Domain-Driven Design']),
    );
  });
  it('nor are defect detection and model predictive control in a project title', () => {
    const found = tags('Final-year project: model-predictive control for a drone; defect detection on the edge');
    expect(found).not.toContain('MPC');
    expect(found).not.toContain('Defect Detection');
  });
  it('not in a sentence about a system', () => {
    const found = tags(
      'EXPERIENCE\nThe team discussed whether a service mesh or event-driven architecture would help.',
    );
    expect(found).not.toContain('Service Mesh');
    expect(found).not.toContain('Event-Driven Architecture');
  });
});

describe('streaming, clusters, geodata and applied fields', () => {
  it('names them', () => {
    expect(
      tags('Kafka Streams jobs, Cluster API for clusters, PostGIS queries, WebRTC calls and Server-Sent Events'),
    ).toEqual(expect.arrayContaining(['Kafka Streams', 'Cluster API', 'PostGIS', 'WebRTC', 'SSE']));
    expect(tagsZh('从事计算广告与点击率预估')).toEqual(expect.arrayContaining(['计算广告', '点击率预估']));
  });
});
