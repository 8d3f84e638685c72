import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, sixty-third round (skills, tuned on blind sets 75 to 80): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('sixty-third round: tools the dictionary lacked', () => {
  it('reads industrial-control and energy tools', () => {
    expect(
      english('Plant floor: SCADA, Ignition, Jython, DNP3, Wonderware InTouch, Ladder Logic, Structured Text'),
    ).toEqual(
      expect.arrayContaining([
        'SCADA',
        'Ignition',
        'Jython',
        'DNP3',
        'Wonderware InTouch',
        'Ladder Logic',
        'Structured Text',
      ]),
    );
    expect(english('变电站自动化：IEC 61850 建模，TIA Portal 与 WinCC 组态，DataV 大屏')).toEqual(
      expect.arrayContaining(['IEC 61850', 'TIA Portal', 'WinCC', 'DataV']),
    );
    expect(english('Grid studies in pandapower; well logs parsed with lasio; device models in NETCONF / YANG')).toEqual(
      expect.arrayContaining(['pandapower', 'lasio', 'NETCONF', 'YANG']),
    );
  });
  it('reads weather, chemistry, materials, astronomy and research-computing tools', () => {
    expect(
      english('Reanalysis cubes in xarray, stored as NetCDF and Zarr; GRIB2 decoding; WRF runs with WRFDA'),
    ).toEqual(expect.arrayContaining(['xarray', 'NetCDF', 'Zarr', 'GRIB2', 'WRF', 'WRFDA']));
    expect(english('药物发现：DeepChem、AutoDock Vina、OpenMM，自由能微扰与分子对接')).toEqual(
      expect.arrayContaining(['DeepChem', 'AutoDock Vina', 'OpenMM', 'Free Energy Perturbation', 'Molecular Docking']),
    );
    expect(english('势函数训练用 DeePMD-kit，第一性原理用 CP2K，结构处理用 pymatgen')).toEqual(
      expect.arrayContaining(['DeePMD-kit', 'CP2K', 'pymatgen']),
    );
    expect(english('Light curves with Astropy and mpi4py; detector data read through uproot')).toEqual(
      expect.arrayContaining(['Astropy', 'mpi4py', 'uproot']),
    );
    expect(english('Cluster images built with Apptainer and EasyBuild; Warewulf provisioning; BeeGFS scratch')).toEqual(
      expect.arrayContaining(['Apptainer', 'EasyBuild', 'Warewulf', 'BeeGFS']),
    );
    expect(english('Protein structures from AlphaFold; particles picked in cryoSPARC and refined in RELION')).toEqual(
      expect.arrayContaining(['AlphaFold', 'cryoSPARC', 'RELION']),
    );
  });
  it('reads security and privacy tools', () => {
    expect(english('Red-teamed the assistant with garak and PyRIT; endpoint telemetry from Sysmon')).toEqual(
      expect.arrayContaining(['garak', 'PyRIT', 'Sysmon']),
    );
    expect(english('Playbooks in Splunk SOAR, emulation with Atomic Red Team')).toEqual(
      expect.arrayContaining(['Splunk SOAR', 'Atomic Red Team']),
    );
    expect(english('Atomic Red Team tests each quarter')).not.toContain('Red Team');
    expect(english('隐私计算：隐语 SecretFlow、同态加密（TenSEAL）、安全多方计算、ECDH-PSI 隐私求交')).toEqual(
      expect.arrayContaining([
        'SecretFlow',
        'TenSEAL',
        'Homomorphic Encryption',
        'Secure Multi-Party Computation',
        'Private Set Intersection',
      ]),
    );
  });
  it('reads platform, payments and front-end tools', () => {
    expect(
      english('Card switch on ISO 8583 behind Spring Cloud Gateway; events through Amazon MSK; PCI DSS scope'),
    ).toEqual(expect.arrayContaining(['ISO 8583', 'Spring Cloud Gateway', 'Amazon MSK', 'PCI DSS']));
    expect(english('Diagnosed the JVM with Arthas; fault drills with ChaosBlade; ZeroMQ and ScyllaDB')).toEqual(
      expect.arrayContaining(['Arthas', 'ChaosBlade', 'ZeroMQ', 'ScyllaDB']),
    );
    expect(english('Builds shipped through TestFlight and App Store Connect; streaming ASR on Zipformer')).toEqual(
      expect.arrayContaining(['TestFlight', 'App Store Connect', 'Zipformer']),
    );
  });
  it('reads the labels’ spellings as the dictionary’s names', () => {
    const names = dictionaryNameLookup();
    expect(names.get('elastic stack')).toBe('ELK Stack');
    expect(names.get('cyber security')).toBe('Cybersecurity');
    expect(names.get('siemens s7-1500')).toBe('Siemens S7');
    expect(names.get('kubeflow pipelines')).toBe('Kubeflow');
    expect(names.get('hiring')).toBe('Recruiting');
  });
});

describe('sixty-third round: names that are also ordinary words', () => {
  it('gives nothing for the ordinary word', () => {
    for (const text of [
      'Turned the ignition key and drove to the substation',
      'Issued amber alerts to the on-call team',
      'Found the root cause of the outage within an hour',
      'Gave a boost to sales in the third quarter',
      'Hail damage claims for a motor insurer',
      'Reported to the CDO of the bank',
      'Petrel sightings logged on the island survey',
      'YANG Wei, Beijing',
      'The IDA in Singapore funded the pilot',
      'Treated at the MSK clinic after a running injury',
      'Hiring manager for the data team',
      'Monthly PSI and Gini monitoring of the scorecard',
      'Automated evidence for the cyber-security framework of the regulator',
    ])
      expect(english(text), text).toEqual([]);
  });
  it('reads Ignition only beside plant-floor words', () => {
    expect(english('Simulation: Gazebo / Ignition, Isaac Sim')).not.toContain('Ignition');
    expect(english('SCADA stack: Ignition, Modbus, OPC UA')).toContain('Ignition');
  });
  it('reads field phrases only in a list or a skills section', () => {
    expect(english('负责工业缺陷检测：YOLOv8 训练与剪枝')).not.toContain('Defect Detection');
    expect(english('精通：Python、计算机视觉、工业缺陷检测')).toContain('Defect Detection');
    expect(english('Probabilistic load forecasting for 300 substations with LightGBM')).not.toContain(
      'Load Forecasting',
    );
    expect(english('Skills: Load Forecasting, LightGBM, Python')).toContain('Load Forecasting');
    expect(english('Data preprocessing for the churn model in pandas')).not.toContain('Data Cleaning');
    expect(english('数据预处理后训练 XGBoost 模型')).not.toContain('Data Cleaning');
    expect(english('Skills: Data preprocessing, SQL, Python')).toContain('Data Cleaning');
    expect(english('每周参加故障复盘会议')).not.toContain('Incident Management');
    expect(english('运维：故障复盘、容量规划、Prometheus')).toContain('Incident Management');
    expect(english('Skills: Hiring, Roadmapping, Python')).toContain('Recruiting');
  });
});
