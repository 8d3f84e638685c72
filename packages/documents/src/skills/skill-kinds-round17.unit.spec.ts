import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, seventeenth round: senior and unusual careers; our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('seventeenth round: a clause that disowns the thing it names', () => {
  it('a rusty skill, a name said to be a client’s or a studio’s, and work done by others', () => {
    expect(english('Kept the old embedded firmware alive (rusty now) until 2012.')).not.toContain(
      'Firmware Development',
    );
    expect(english('Footnote: Harbour Robotics is a client name; I build data pipelines.')).not.toContain('Robotics');
    expect(english('“Blender Yard” is the studio’s name; I wrote its C++ engine.')).not.toContain('Blender');
    expect(english('Characters were modelled in ZBrush and Maya, not by me.')).not.toContain('Maya');
    expect(english('Rigs in Blender were built not by me but by our art team.')).not.toContain('Blender');
  });
  it('keeps the same names in the candidate’s own clauses', () => {
    expect(english('Wrote firmware for STM32 boards in C.')).toContain('Firmware Development');
    expect(english('Skills: ROS, Robotics, OpenCV')).toContain('Robotics');
    expect(english('Tools: Blender, Maya, Houdini')).toEqual(expect.arrayContaining(['Blender', 'Maya']));
  });
});

describe('seventeenth round: organisations and comparisons', () => {
  it('Marine and Street end an organisation’s or a place’s name', () => {
    expect(english('Client: Delphi Marine Services (2021), a fleet-data warehouse in Snowflake.')).not.toContain(
      'Delphi',
    );
    expect(english('Treasurer of the Oracle Street Allotment Society.')).not.toContain('Oracle');
    expect(english('Maintained Delphi desktop apps and Oracle schemas.')).toEqual(
      expect.arrayContaining(['Delphi', 'Oracle']),
    );
  });
  it('a name hyphened to "like" is what something resembles', () => {
    expect(english('Built an interpreter for a Python-like configuration language in Go.')).not.toContain('Python');
    expect(english('Built an interpreter in Python for a configuration language.')).toContain('Python');
  });
  it('ML before accelerators or chips is the hardware served, not the field', () => {
    expect(english('Compiler engineer: LLVM back ends for ML accelerators.')).not.toContain('Machine Learning');
    expect(english('Bring-up of toolchains for ML chips.')).not.toContain('Machine Learning');
    expect(english('Trained ML models for fraud detection.')).toContain('Machine Learning');
  });
});

describe('seventeenth round: the dictionary of niche fields', () => {
  it('quant and trading systems', () => {
    expect(english('Tick store in kdb+/q; pricing in QuantLib; order gateway speaking the FIX protocol.')).toEqual(
      expect.arrayContaining(['kdb+', 'q', 'QuantLib', 'FIX Protocol']),
    );
    expect(
      english('Hot loops in Numba and Cython; columnar exchange via Apache Arrow; Rust extensions with PyO3.'),
    ).toEqual(expect.arrayContaining(['Numba', 'Cython', 'Apache Arrow', 'PyO3']));
    expect(english('负责低延迟交易系统与策略回测框架')).toEqual(expect.arrayContaining(['Low Latency', 'Backtesting']));
  });
  it('practice words of trading count only where a skill list or an explicit phrase names them', () => {
    expect(english('Shipped the ranking model behind low-latency services.')).not.toContain('Low Latency');
    expect(english('Wrote a backtesting engine for simulating strategies.')).not.toContain('Backtesting');
  });
  it('database internals', () => {
    expect(english('Database internals engineer: B-tree pages, an HNSW index, Jepsen tests.')).toEqual(
      expect.arrayContaining(['Database Internals', 'B-Tree', 'HNSW', 'Jepsen']),
    );
    expect(english('技能：Flink / Pulsar / Calcite，MySQL CDC 连接器，流处理引擎')).toEqual(
      expect.arrayContaining(['Apache Pulsar', 'Apache Calcite', 'Change Data Capture', 'Stream Processing']),
    );
  });
  it('compilers, graphics and game engines', () => {
    expect(
      english('Graphics programmer for ten years on game engines; Vulkan, Metal, SPIR-V shader pipeline.'),
    ).toEqual(expect.arrayContaining(['Computer Graphics', 'Metal', 'SPIR-V', 'Game Development']));
    expect(english('求职方向：游戏引擎 / 图形程序')).toEqual(
      expect.arrayContaining(['Game Development', 'Computer Graphics']),
    );
    expect(english('A metal bracket for the camera rig.')).not.toContain('Metal');
  });
  it('robot learning and control, and generative media', () => {
    expect(english('方向：强化学习（PPO、SAC）、模仿学习、机器人运动控制；Isaac Gym 与 Diffusion Policy')).toEqual(
      expect.arrayContaining(['SAC', 'Imitation Learning', 'Robotics', 'Isaac Gym', 'Diffusion Policy']),
    );
    expect(english('Trajectory optimisation with iLQR; ControlNet fine-tuning; FFmpeg pipelines.')).toEqual(
      expect.arrayContaining(['iLQR', 'ControlNet', 'FFmpeg']),
    );
  });
});

describe('seventeenth round: certificates, sites and programmes', () => {
  it('a 软考 title is a certificate, not the skill it names', () => {
    expect(english('证书：软考 系统架构设计师（2018）')).not.toContain('System Design');
    expect(english('负责订单中心的系统架构设计')).toContain('System Design');
  });
  it('a name with a web domain on it is the organisation or site', () => {
    expect(english('Took a Coursera course by DeepLearning.AI in 2021.')).not.toContain('Deep Learning');
    expect(english('Trained deep learning models for OCR.')).toContain('Deep Learning');
  });
  it('a programme’s name wrapped onto the next line is still its name', () => {
    expect(english('志愿：“火种计划”（Spark\nProgram）乡村编程课')).not.toContain('Apache Spark');
    expect(english('Volunteer, Spark Program for rural schools.')).not.toContain('Apache Spark');
    expect(english('Batch jobs on Spark\nand Hive.')).toContain('Apache Spark');
  });
});

describe('seventeenth round: names that hid another skill', () => {
  it('assembly named by its architecture', () => {
    expect(english('Languages: C++, C, x86-64 and AArch64 assembly')).toContain('Assembly Language');
  });
  it('Linux before perf is Linux', () => {
    expect(english('Tooling: CMake, Bazel, Git, Linux perf, gdb')).toContain('Linux');
  });
});
