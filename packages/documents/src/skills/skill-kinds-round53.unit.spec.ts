import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, fifty-third round (skills, tuned on blind sets 45 to 48): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifty-third round: domain tools of specialised industries', () => {
  it('reads chip-verification, automotive, healthcare, finance and industrial tools', () => {
    expect(english('Verification: UVM, SVA, JasperGold, Xcelium; regressions on LSF')).toEqual(
      expect.arrayContaining(['SVA', 'JasperGold', 'Xcelium', 'LSF']),
    );
    expect(english('工具：CANoe、CAPL、EB tresos，芯片为英飞凌 AURIX TC387')).toEqual(
      expect.arrayContaining(['CAPL', 'EB tresos', 'Infineon AURIX']),
    );
    expect(english('Built a DICOMweb gateway for the OHIF viewer; interfaces in Mirth Connect')).toEqual(
      expect.arrayContaining(['DICOMweb', 'OHIF Viewer', 'Mirth Connect']),
    );
    expect(english('Tick data from the BLPAPI SDK and Refinitiv Eikon')).toEqual(
      expect.arrayContaining(['Bloomberg API', 'Refinitiv Eikon']),
    );
    expect(english('采集层：OPC UA、MQTT，时序库 TDengine')).toEqual(expect.arrayContaining(['OPC UA', 'TDengine']));
  });
  it('keeps short acronyms and ordinary words to their own sense', () => {
    expect(english('Listened to Verdi on the way to work.')).not.toContain('Verdi');
    expect(english('EDA tools: Synopsys VCS, Verdi, SpyGlass')).toContain('Verdi');
    expect(english('Tobias Okonkwo-Reid, robotics engineer')).not.toContain('Person Re-identification');
    expect(english('Trained ReID models for retail cameras')).toContain('Person Re-identification');
    expect(english('the axi of the chart')).not.toContain('AXI');
  });
  it('reads the labels’ own names for skills the dictionary already had', () => {
    const lookup = dictionaryNameLookup();
    expect(lookup.get('vision transformers')).toBe('Vision Transformer');
    expect(lookup.get('vector davinci configurator')).toBe('Vector DaVinci');
    expect(lookup.get('time series forecasting')).toBe('Time Series Analysis');
    expect(lookup.get('scorecard modeling')).toBe('Credit Scoring');
    expect(lookup.get('red hat enterprise linux')).toBe('Linux');
    expect(lookup.get('azure databricks')).toBe('Databricks');
    expect(lookup.get('google cloud dataflow')).toBe('Apache Beam');
    expect(lookup.get('azure aks')).toBe('Microsoft Azure');
  });
  it('reads Testbed as LDRA’s test tool only in a list', () => {
    expect(english('工具：Qt、Git、SVN、Testbed')).toContain('LDRA');
    expect(english('We built a Testbed for the new radios.')).not.toContain('LDRA');
  });
});

describe('fifty-third round: a practice attached to its tool', () => {
  it('continuous integration attached to Jenkins is Jenkins’s job', () => {
    const tags = english('使用 Docker 与 Jenkins 持续集成，Maven 管理依赖。');
    expect(tags).toContain('Jenkins');
    expect(tags).not.toContain('CI/CD');
    expect(english('负责持续集成与持续交付流程建设。')).toContain('CI/CD');
  });
  it('test automation beside CANoe or CAPL is the test bench’s scripts', () => {
    expect(english('UDS 诊断，CANoe + CAPL 自动化测试覆盖 900 条用例。')).not.toContain('Test Automation');
    expect(english('Test automation with CAPL on the HIL rig.')).not.toContain('Test Automation');
    expect(english('Test automation with Selenium and pytest.')).toContain('Test Automation');
  });
});

describe('fifty-third round: another sense on the line', () => {
  it('Kafka beside books is the writer', () => {
    expect(english('Sundays: a neighbourhood book club, now reading Kafka’s The Castle.')).not.toContain(
      'Apache Kafka',
    );
    expect(english('周末参加读书会，正在读 Kafka 的《城堡》。')).not.toContain('Apache Kafka');
    expect(english('Event pipeline on Kafka and Flink.')).toContain('Apache Kafka');
  });
  it('rust beside a crop is the plant disease', () => {
    expect(english('Detected wheat stem rust in drone images with U-Net.')).not.toContain('Rust');
    expect(english('Services in Rust and Go.')).toContain('Rust');
  });
});
