import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifteenth round: a chip family with its part number', () => {
  it('reads the family inside a part number', () => {
    const tags = english('Firmware for an STM32H743 motor board, a GD32F303 meter and an nRF52840 beacon.');
    expect(tags).toEqual(expect.arrayContaining(['STM32', 'GD32', 'nRF52']));
    expect(english('基于 ESP32-S3 的语音面板')).toContain('ESP32');
  });

  it('does not read a family out of a longer word', () => {
    expect(english('Part numbers like XSTM32A are not ours.')).not.toContain('STM32');
  });
});

describe('fifteenth round: a line of skill chips is a list', () => {
  it('counts an ambiguous name among chips that a PDF set side by side', () => {
    const tags = english('Skills\nTerraform Helm Ansible Go Vault Linux\n');
    expect(tags).toEqual(expect.arrayContaining(['Go', 'HashiCorp Vault']));
  });

  it('needs every word of the line to be a skill', () => {
    expect(english('We plan to Go live with Terraform and Helm.')).not.toContain('Go');
    expect(english('Keys were kept in the bank Vault near Linux Street')).not.toContain('HashiCorp Vault');
  });
});

describe('fifteenth round: a rated skill is no category label', () => {
  it('keeps a name graded with stars when the next line starts with a Chinese label', () => {
    const tags = english('专业技能\nKiCad\t★★★★☆ 熟练 Python\t★★☆☆☆ 了解\n工具：Keil MDK、IAR、Git\n');
    expect(tags).toContain('KiCad');
  });

  it('still reads a label over a list as a label', () => {
    expect(english('DevOps\tJenkins, Docker, Helm')).not.toContain('DevOps');
  });
});

describe('fifteenth round: fields of work the dictionary hardly knew', () => {
  it('embedded and firmware', () => {
    const tags = english(
      '技能：J-Link、ST-Link 调试；Bootloader 与 OTA 升级；ThreadX、NuttX；遵循 ISO 26262 与 ASPICE 流程；NB-IoT 模组',
    );
    expect(tags).toEqual(
      expect.arrayContaining(['J-Link', 'ST-Link', 'Bootloader', 'OTA', 'ThreadX', 'NuttX', 'ISO 26262', 'ASPICE']),
    );
    expect(tags).toContain('NB-IoT');
    // FOC is how motor-control engineers write field-oriented control.
    expect(english('Motor firmware with FOC on a BLDC drive')).toContain('Motor Control');
  });

  it('signal processing and radio', () => {
    const tags = english(
      '研究方向：阵列信号处理、波束成形、信道估计、压缩感知、自适应滤波；平台：GNU Radio、USRP、Vitis HLS；FMCW 毫米波雷达与 OFDM 链路；MIMO',
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        'Array Signal Processing',
        'Beamforming',
        'Channel Estimation',
        'Compressed Sensing',
        'Adaptive Filtering',
        'GNU Radio',
        'USRP',
        'Vitis HLS',
        'FMCW',
        'Radar',
        'OFDM',
        'MIMO',
      ]),
    );
    expect(english('Off-grid direction-of-arrival estimation for a sparse array')).toContain('DOA Estimation');
  });

  it('security operations', () => {
    const tags = english(
      'Tooling: BloodHound, Mimikatz, Impacket, Nessus, Qualys, Microsoft Sentinel, KQL, CrowdStrike, Wazuh. ' +
        'Hardened Active Directory and Azure AD; ran vulnerability scanning and threat hunting mapped to MITRE ATT&CK.',
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        'BloodHound',
        'Mimikatz',
        'Impacket',
        'Nessus',
        'Qualys',
        'Microsoft Sentinel',
        'KQL',
        'CrowdStrike',
        'Wazuh',
        'Active Directory',
        'Azure AD',
        'Vulnerability Scanning',
        'Threat Hunting',
        'MITRE ATT&CK',
      ]),
    );
    // Alibaba's Sentinel stays apart from Microsoft's SIEM.
    expect(tags).not.toContain('Sentinel');
    expect(english('負責雲端安全基線與 EDR 告警處理')).toEqual(expect.arrayContaining(['Cloud Security', 'EDR']));
  });

  it('blockchain', () => {
    const tags = english(
      'Stack: Solidity, viem, wagmi, go-ethereum, Slither, Echidna, MetaMask; Rust (Anchor on Solana). 用 Go 编写链码，参与 FISCO BCOS 与长安链项目。',
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        'viem',
        'wagmi',
        'go-ethereum',
        'Slither',
        'Echidna',
        'MetaMask',
        'Anchor',
        'Chaincode',
        'FISCO BCOS',
        'ChainMaker',
      ]),
    );
  });

  it('mobile', () => {
    const tags = english(
      '以 Flutter 開發，狀態管理使用 Provider 與 Riverpod；iOS 端導入 Swift Concurrency 與 Core ML。Built with Bloc and GetX.',
    );
    expect(tags).toEqual(
      expect.arrayContaining(['Provider', 'Riverpod', 'Swift Concurrency', 'Core ML', 'Bloc', 'GetX']),
    );
    expect(english('GraphQL through Apollo iOS')).toContain('Apollo');
  });

  it('testing', () => {
    const tags = english('测试：pytest / unittest / Airtest / HttpRunner / MeterSphere / WireMock');
    expect(tags).toEqual(expect.arrayContaining(['unittest', 'Airtest', 'HttpRunner', 'MeterSphere', 'WireMock']));
  });

  it('PHP, Java and Rust back ends', () => {
    const tags = english(
      '后端：Swoole、Hyperf、PHP-FPM，接入微信支付；Java 使用 Akka 与 Disruptor；网关 OpenResty；MySQL MHA 高可用。' +
        ' Rust services with Axum, Actix and tonic; PostgreSQL via sqlx.',
    );
    expect(tags).toEqual(
      expect.arrayContaining([
        'Swoole',
        'Hyperf',
        'PHP-FPM',
        'WeChat Pay',
        'Akka',
        'Disruptor',
        'OpenResty',
        'MHA',
        'Axum',
        'Actix',
        'tonic',
        'sqlx',
      ]),
    );
    // MyBatis-Plus is MyBatis's extension: the labellers of earlier sets tagged it as MyBatis.
    expect(english('Spring Boot + MyBatis-Plus')).toContain('MyBatis');
  });

  it('keeps the ordinary words among them out of prose', () => {
    const tags = english('The provider said the anchor of our bloc was a truffle, not a slither of volatility.');
    expect(tags).toEqual([]);
    expect(english('Anchor clients included two banks.')).not.toContain('Anchor');
  });
});

describe('fifteenth round: software clients and customers', () => {
  it('reads a tool before "clients" without an article as the tool', () => {
    expect(english('Apollo GraphQL clients on iOS and Android.')).toContain('Apollo');
    expect(english('Wrote Kafka clients that batch writes.')).toContain('Apache Kafka');
  });

  it('keeps a field named as a customer out', () => {
    expect(english('Delivered a ranking study for an LLM client.')).toEqual([]);
  });
});

describe('fifteenth round: names that meant something else', () => {
  it('high availability is not high concurrency', () => {
    expect(english('专业技能：MySQL 主从与 MHA 高可用')).not.toContain('High Concurrency');
    expect(english('专业技能：高并发系统设计')).toContain('High Concurrency');
  });

  it('SOC in capitals in prose is a state of charge or a security centre, not a system on chip', () => {
    expect(english('电池管理：SOC 估算算法移植到新平台')).not.toContain('SoC');
    expect(english('Splunk dashboards for the SOC team on call')).not.toContain('SoC');
    expect(english('Bring-up of a new SoC with Yocto')).toContain('SoC');
  });
});

describe('fifteenth round: field names a recruiter reads as the trade', () => {
  it('robotics and mechanical tools, mobile development, API and app automation in Chinese', () => {
    expect(english('Tools: Gazebo, RViz, SolidWorks, ANSYS, CATIA, Fusion 360')).toEqual(
      expect.arrayContaining(['RViz', 'SolidWorks', 'ANSYS', 'CATIA', 'Fusion 360']),
    );
    expect(english('Senior mobile engineer shipping banking apps')).toContain('Mobile Development');
    expect(english('搭建接口自动化框架，并负责 App 自动化回归')).toEqual(
      expect.arrayContaining(['API Testing', 'Mobile Testing']),
    );
  });
});

describe('fifteenth round: what a mention names besides the skill', () => {
  it('a pet or a thing named after a skill is a name', () => {
    expect(english('At home: a parrot named Rust and a dog called Julia.')).toEqual([]);
    expect(english('Languages: Rust, Python')).toEqual(['Rust', 'Python']);
  });

  it('a company with its legal form after the word is the company', () => {
    expect(english('Analyst at Swift Trasporti S.p.A. and Kafka Holding B.V.')).toEqual([]);
  });

  it('a clause that says the tool was never used', () => {
    expect(english('Worked at a firm named after it; we never used Apache Spark there.')).not.toContain('Apache Spark');
  });

  it("a language's own concurrency is the language, not asynchronous programming", () => {
    expect(english('用 Go 协程池并发拉取库存')).not.toContain('Asynchronous Programming');
    expect(english('引入 Swift Concurrency（async/await）')).toEqual(['Swift Concurrency']);
    expect(english('Kotlin 协程重写网络层')).toContain('Kotlin Coroutines');
    expect(english('熟悉异步编程与协程')).toContain('Asynchronous Programming');
  });

  it('a microcontroller named with its family is the family', () => {
    expect(english('Firmware for STM32 microcontrollers')).not.toContain('Microcontrollers');
    expect(english('MCU 为 GD32F303')).not.toContain('Microcontrollers');
    expect(english('Ten years of microcontroller firmware in C')).toContain('Microcontrollers');
  });

  it('board bring-up counts in a skills list, not in prose', () => {
    expect(english('Led the bring-up of new boards in the lab.')).not.toContain('Hardware Debugging');
    expect(english('Skills: board bring-up, JTAG, oscilloscope')).toContain('Hardware Debugging');
  });
});
