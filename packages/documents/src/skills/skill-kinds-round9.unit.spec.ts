import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, ninth round: whole fields of work the dictionary barely knew (dictionary-domains.ts), each pinned
// with a text of our own, and the ordinary words among them that must not count.
describe('fields of work the dictionary now knows', () => {
  it('speech, robotics and blockchain toolkits', () => {
    expect(
      tags('Skills: Kaldi recipes, ESPnet and WeNet; trained Conformer models with CTC, RNN-T; toolkits: k2, icefall'),
    ).toEqual(expect.arrayContaining(['Kaldi', 'ESPnet', 'WeNet', 'Conformer', 'CTC', 'RNN-T', 'k2', 'icefall']));
    expect(tags('技能：ROS 2、MoveIt、Gazebo、Eigen、Ceres、g2o、卡尔曼滤波、因子图、LIO-SAM')).toEqual(
      expect.arrayContaining([
        'ROS',
        'MoveIt',
        'Gazebo',
        'Eigen',
        'Ceres Solver',
        'g2o',
        'Kalman Filter',
        'Factor Graph',
        'LIO-SAM',
      ]),
    );
    expect(
      tags('Wrote Solidity contracts for the EVM with Hardhat, Foundry and OpenZeppelin; ethers.js front end'),
    ).toEqual(expect.arrayContaining(['Solidity', 'EVM', 'Hardhat', 'Foundry', 'OpenZeppelin', 'ethers.js']));
  });

  it('game engines, database internals and compilers', () => {
    expect(tags('Profiled DirectX 12 frames in RenderDoc and PIX; assets in Perforce; gameplay in xLua')).toEqual(
      expect.arrayContaining(['DirectX', 'RenderDoc', 'PIX', 'Perforce', 'xLua']),
    );
    expect(tags('熟悉 InnoDB 与 RocksDB，LSM 树与 MVCC 实现，基于 Raft 的复制')).toEqual(
      expect.arrayContaining(['InnoDB', 'RocksDB', 'MVCC', 'Raft']),
    );
    expect(tags('Added a RISC-V backend pattern with TableGen; built with CMake and Ninja.')).toEqual(
      expect.arrayContaining(['TableGen', 'CMake', 'Ninja']),
    );
  });

  it('non-engineering fields: writing, agile, HR, finance and operations', () => {
    expect(tags('Tools: Markdown, reStructuredText, AsciiDoc, Sphinx, MkDocs, Vale, MadCap Flare')).toEqual(
      expect.arrayContaining(['Markdown', 'reStructuredText', 'AsciiDoc', 'Sphinx', 'MkDocs', 'Vale', 'MadCap Flare']),
    );
    expect(tags('Core skills: SAFe, Jira Align, agile coaching, facilitation')).toEqual(
      expect.arrayContaining(['SAFe', 'Jira Align', 'Agile Coaching', 'Facilitation']),
    );
    expect(tags('专业技能：人才盘点、绩效管理、薪酬福利、员工关系')).toEqual(
      expect.arrayContaining([
        'Talent Review',
        'Performance Management',
        'Compensation and Benefits',
        'Employee Relations',
      ]),
    );
    expect(tags('核心能力：预算编制、财务建模、SAP FICO、Power Query、DAX')).toEqual(
      expect.arrayContaining(['Budgeting', 'Financial Modeling', 'SAP', 'Power Query', 'DAX']),
    );
    expect(tags('技能：用户增长、内容运营、ASO')).toEqual(
      expect.arrayContaining(['User Growth', 'Content Operations', 'App Store Optimization']),
    );
  });
});

describe('ordinary words among the new names', () => {
  it('counts them only with their capitals or inside a list of skills', () => {
    expect(tags('We keep a safe distance from the foundry floor and its substrate supply.')).toEqual([]);
    expect(tags('Worked with Tracy, Sam and Priya on an epic migration; hiked the Vale of Glamorgan.')).toEqual([]);
    expect(tags('Read the shiny new lifelines report before the volcano tour.')).toEqual([]);
  });

  it('concept words in prose do not count, in a skills list they do', () => {
    expect(tags('处理售前售后咨询，月均 3000 个会话。')).toEqual([]);
    expect(tags('有 2 项发明专利（分布式事务方向）。')).toEqual([]);
    expect(tags('分布式：Raft、MVCC、分布式事务')).toEqual(['Raft', 'MVCC', 'Distributed Transactions']);
    expect(tags('Cut the marketing budgeting cycle by a week; KPI up 10%.')).toEqual([]);
  });
});
