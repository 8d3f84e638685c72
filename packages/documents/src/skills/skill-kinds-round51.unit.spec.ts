import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, fifty-first round (skills, tuned on blind sets 41 to 44): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifty-first round: a heading after an icon', () => {
  it('an icon-led skills heading ends a self-assessment, so its one-a-line skills count', () => {
    const text = '自我评价\n踏实肯干，乐于钻研。\n🧰 技能\nRust ▮▮▮▮▯\nKafka ▮▮▮▯▯';
    expect(english(text)).toEqual(expect.arrayContaining(['Rust', 'Apache Kafka']));
  });
});

describe('fifty-first round: organisations, series and initials', () => {
  it('Malaysian and Singaporean company suffixes end an organisation’s name', () => {
    expect(english('Backend Engineer, Kedai Express Sdn. Bhd. (groceries), 2020 – 2024')).not.toContain('Express');
    expect(english('Analyst — Spark Telco Berhad, Penang')).not.toContain('Apache Spark');
    expect(english('Built the REST API with Express and Node.js.')).toContain('Express');
  });
  it('a field before 学会 is a learned society', () => {
    expect(english('会员：中国计算机图形学学会（2021 起）')).not.toContain('Computer Graphics');
    expect(english('研究方向：计算机图形学、渲染')).toContain('Computer Graphics');
  });
  it('a letter in an A/B/C series is no language', () => {
    expect(english('负责信用卡 A/B/C 卡评分，XGBoost、LightGBM 建模')).not.toContain('C');
    expect(english('熟练使用 C/C++ 与 Python')).toContain('C');
  });
  it('an author’s initial in a byline is no language', () => {
    expect(english('Costa, R. T.; Melo, A. “Robust speech models”, 2022.')).not.toContain('R');
    expect(english('M. Silva, P. Costa, R. Nunes. Dialect ASR. 2023.')).not.toContain('R');
    expect(english('Tools: Python, SQL, R. Built the weekly dashboards.')).toContain('R');
  });
  it('UI testing is no UI design', () => {
    expect(english('用 Espresso 编写 UI 测试，覆盖主要流程')).not.toContain('UI Design');
    expect(english('技能：UI、UX、Figma')).toContain('UI Design');
  });
  it('MPC beside India’s intermediate stream is maths–physics–chemistry, not control', () => {
    expect(english('2009 Intermediate (MPC), Board of Intermediate Education, Telangana')).not.toContain('MPC');
    expect(english('Trajectory tracking with MPC for a quadrotor')).toContain('MPC');
  });
  it('CANoe in exact case only; a canoe is a boat', () => {
    expect(english('Weekends: sea canoe trips with friends.')).not.toContain('CANoe');
    expect(english('Bus simulation in CANoe and CANalyzer')).toContain('CANoe');
  });
  it('Canvas is no plural of Canva', () => {
    expect(english('图表渲染：Canvas 与 WebGL')).not.toContain('Canva');
    expect(english('Designed posters in Canva')).toContain('Canva');
  });
});

describe('fifty-first round: dictionary names that named the wrong thing', () => {
  it('audio processing is not speech processing', () => {
    expect(english('Audio processing with SoX and FFmpeg for the podcast archive.')).not.toContain('Speech Processing');
    expect(english('语音处理：降噪与端点检测')).toContain('Speech Processing');
  });
});

describe('fifty-first round: names the dictionary lacked', () => {
  it('older embedded and safety-critical stacks', () => {
    expect(english('Avionics drivers: PowerPC + VxWorks, ARINC 429 and MIL-STD-1553B; DO-178C process.')).toEqual(
      expect.arrayContaining(['PowerPC', 'VxWorks', 'ARINC 429', 'MIL-STD-1553', 'DO-178B']),
    );
    expect(english('Meters on MSP430; version control in ClearCase; LDRA for coverage; J1939 on CAN.')).toEqual(
      expect.arrayContaining(['MSP430', 'ClearCase', 'LDRA', 'J1939']),
    );
  });
  it('Unix, mainframe and China’s domestic stack', () => {
    expect(english('Ops: Solaris, AIX, CFEngine, Oracle RAC, Nomad, Graphite; mainframe JCL.')).toEqual(
      expect.arrayContaining(['Solaris', 'AIX', 'CFEngine', 'Oracle RAC', 'Nomad', 'Graphite', 'JCL']),
    );
    expect(english('Oracle RAC backups')).not.toContain('Oracle');
    expect(english('信创适配：麒麟 OS、达梦数据库、东方通中间件')).toEqual(
      expect.arrayContaining(['Kylin OS', 'DM Database', 'TongWeb']),
    );
  });
  it('machine learning, web and mobile tools', () => {
    expect(english('RT-DETR and InternVL; Semantic Kernel and Xinference; LightFM; Intel RealSense.')).toEqual(
      expect.arrayContaining(['RT-DETR', 'InternVL', 'Semantic Kernel', 'Xinference', 'LightFM', 'Intel RealSense']),
    );
    expect(english('Hosting: AWS Amplify; chat UI with the Vercel AI SDK')).toEqual(
      expect.arrayContaining(['AWS Amplify', 'Vercel AI SDK']),
    );
    expect(english('Hosting: AWS Amplify; chat UI with the Vercel AI SDK')).not.toContain('Vercel');
    expect(english('iOS: Auto Layout, WidgetKit, The Composable Architecture; Android: Perfetto, Systrace')).toEqual(
      expect.arrayContaining(['Auto Layout', 'WidgetKit', 'The Composable Architecture', 'Perfetto', 'Systrace']),
    );
  });
  it('a word spelled like a name is not it outside exact case', () => {
    expect(english('a nomad by temperament, on the road since 2019')).not.toContain('Nomad');
    expect(english('graphite pencils and charcoal')).not.toContain('Graphite');
  });
});
