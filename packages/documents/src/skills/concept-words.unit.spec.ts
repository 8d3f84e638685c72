import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ');

// Issue 23, fourth round: a concept word names a skill in a skills section or a list of skills, not in prose.
describe('concept words (`^` in the dictionary)', () => {
  it('are not skills in prose: an employer, a passing word, a verb', () => {
    const prose = [
      'Co-op Developer — Eastfield Robotics, Waterloo',
      'Wrote the Airflow DAG library (sensors, retries, SLA alerts).',
      'Game-day ticketing and accessibility seating for 40,000 fans.',
      '相关代码已开源（PyTorch）。负责容量规划与压测。',
    ].join('\n');
    expect(tags(prose)).not.toEqual(expect.arrayContaining(['Robotics']));
    for (const concept of ['Robotics', 'Sensors', 'Accessibility', 'Open Source', 'Performance Testing']) {
      expect(tags(prose), concept).not.toContain(concept);
    }
  });

  it('are skills in a skills section or as an item of a list of skills', () => {
    expect(tags('SKILLS\nRobotics\nSensors and actuators')).toEqual(expect.arrayContaining(['Robotics', 'Sensors']));
    expect(tags('Tools: ROS, Robotics, OpenCV')).toContain('Robotics');
    expect(tags('专业技能\n熟悉 JMeter 压测')).toContain('Performance Testing');
  });

  it('keep their explicit phrases anywhere', () => {
    expect(tags('Built multi-sensor fusion for the lidar rig.')).toContain('Sensors');
    expect(tags('维护多个开源项目')).toContain('Open Source');
  });

  it('leave a language certificate alone: CET-6 and IELTS are not English Communication', () => {
    expect(tags('语言：英语 CET-6、IELTS 7.5\n熟悉 Python')).toEqual(['Python']);
  });
});

describe('products the dictionary lacked or folded into another skill', () => {
  it('are tagged by their own names', () => {
    const text =
      'Skills: PySpark, Kafka Connect, Debezium, Great Expectations, Testcontainers, Gatling, SoapUI, XCTest, Combine, Core Data, PagerDuty, etcd, Logstash, Kibana, PCL, Open3D';
    expect(tags(text)).toEqual(
      expect.arrayContaining([
        'PySpark',
        'Kafka Connect',
        'Debezium',
        'Great Expectations',
        'Testcontainers',
        'Gatling',
        'SoapUI',
        'XCTest',
        'Combine',
        'Core Data',
        'PagerDuty',
        'etcd',
        'Logstash',
        'Kibana',
        'PCL',
        'Open3D',
      ]),
    );
    expect(tags('熟悉 CANoe、UDS 诊断、LIN 总线；基于 qiankun 的微前端；Seata、ShardingSphere；金蝶、用友 U8')).toEqual(
      expect.arrayContaining([
        'CANoe',
        'UDS',
        'qiankun',
        'Micro Frontends',
        'Seata',
        'ShardingSphere',
        'Kingdee',
        'Yonyou U8',
      ]),
    );
  });

  it('keep ordinary words that are also product names out of prose', () => {
    expect(tags('We combine batch and streaming; Stan from finance joined.')).toEqual(['']);
  });
});
