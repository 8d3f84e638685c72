import { describe, expect, it } from 'vitest';
import { extractSkills, findSkills, skillCount } from './extract-skills.ts';
import { FULL_SKILL_TABLE, parseSkillTable } from './skill-index.ts';

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('skill dictionary', () => {
  it('holds at least 300 skills, each with a unique English name', () => {
    const { skills } = parseSkillTable(FULL_SKILL_TABLE);
    expect(skillCount()).toBeGreaterThanOrEqual(300);
    expect(new Set(skills.map((s) => s.en)).size).toBe(skills.length);
  });

  it('never gives one name to two skills', () => {
    const { names } = parseSkillTable(FULL_SKILL_TABLE);
    const owner = new Map<string, number>();
    const clashes: string[] = [];
    // Case variants are derived, list-only forms: LoRA and LoRa differ by case on purpose.
    for (const n of names.filter((name) => !name.caseVariant)) {
      const key = n.caseSensitive ? n.text : n.text.toLowerCase();
      const previous = owner.get(key);
      if (previous !== undefined && previous !== n.skill) clashes.push(n.text);
      owner.set(key, n.skill);
    }
    expect(clashes).toEqual([]);
  });
});

describe('extractSkills', () => {
  it('maps Chinese and English names to the same canonical tags', () => {
    expect(extractSkills('熟悉机器学习、深度学习与大模型，了解计算机视觉和自然语言处理')).toEqual({
      tagsEnglish: 'Machine Learning, Deep Learning, LLM, Computer Vision, NLP',
      tagsChinese: '机器学习, 深度学习, 大模型, 计算机视觉, 自然语言处理',
    });
    expect(english('Machine Learning and LLMs for computer vision')).toEqual([
      'Machine Learning',
      'LLM',
      'Computer Vision',
    ]);
  });

  it('keeps the English name as the Chinese tag when there is no Chinese name', () => {
    expect(extractSkills('PyTorch、Docker')).toEqual({
      tagsEnglish: 'PyTorch, Docker',
      tagsChinese: 'PyTorch, Docker',
    });
  });

  it('de-duplicates synonyms and keeps the order of first mention', () => {
    expect(english('K8s first, then Kubernetes again; 机器学习 and machine learning; ML')).toEqual([
      'Kubernetes',
      'Machine Learning',
    ]);
  });

  it('matches whole words only: Java is not in JavaScript, Go not in Google', () => {
    expect(english('JavaScript and TypeScript on Google Cloud')).toEqual(['JavaScript', 'TypeScript', 'Google Cloud']);
    expect(english('Java, JavaScript')).toEqual(['Java', 'JavaScript']);
    expect(english('Scala developers')).toEqual(['Scala']);
    expect(english('HTML and XHTML')).toEqual(['HTML']);
  });

  it('tells C, C++ and C# apart', () => {
    expect(english('Languages: C, C++, C#')).toEqual(['C', 'C++', 'C#']);
    expect(english('C/C++ on embedded targets')).toEqual(['C', 'C++']);
    expect(english('精通C语言')).toEqual(['C']);
  });

  it('counts R, C and Go only as real tokens', () => {
    expect(english('Skills: Python, R, SQL')).toEqual(['Python', 'R', 'SQL']);
    expect(english('analysis notebooks in R for the team')).toEqual(['R']);
    expect(english('Led R&D at a Series C startup; plan C; our go-to-market; let us go live')).toEqual([]);
    expect(english('Services written in Go and Rust')).toEqual(['Go', 'Rust']);
    expect(english('熟悉 Go 语言')).toEqual(['Go']);
    expect(english('Worked with Julia Chen on the roadmap')).toEqual([]);
    expect(english('Languages: Python, Julia')).toEqual(['Python', 'Julia']);
  });

  it('respects case for words that are also plain English', () => {
    expect(english('We react to incidents and excel at sketching')).toEqual([]);
    expect(english('React dashboards, Excel models, Sketch mockups')).toEqual(['React', 'Excel', 'Sketch']);
  });

  it('ignores names inside e-mail addresses and links', () => {
    expect(english('john.java@example.com https://github.com/me/python-tools')).toEqual([]);
  });

  it('finds Chinese names across spaces around Latin words and across wrapped lines', () => {
    expect(english('AI 运维、GPU 集群')).toEqual(['AIOps', 'GPU Cluster Operations']);
    expect(english('完成数据可\n视化')).toEqual(['Data Visualization']);
  });

  it('does not count a shorter name inside a longer one', () => {
    expect(english('卷积神经网络')).toEqual(['CNN']);
    expect(english('Deep Learning Compilers')).toEqual(['Deep Learning Compilers']);
    expect(findSkills('Hugging Face Transformers').map((m) => m.skill.en)).toEqual(['Hugging Face']);
  });

  it('accepts plurals and spelling variants', () => {
    expect(english('GANs, CNNs, fine-tuning and fine tuning, large language models')).toEqual([
      'GAN',
      'CNN',
      'Fine-tuning',
      'LLM',
    ]);
  });

  it('needs a neighbouring skill in the same block, not one a heading away', () => {
    expect(english('Tools\n\nGit, Webpack, JIRA\n\nWORK EXPERIENCE\n\nSoftware Engineer – UI, Mindtree')).toEqual([
      'Git',
      'Webpack',
      'Jira',
    ]);
    // Word writes a list one item a paragraph: blank lines between items keep them neighbours.
    expect(english('Python\n\nR\n\nSQL')).toEqual(['Python', 'R', 'SQL']);
  });

  it('does not count a Chinese name overlapping another, but both English names sharing a word', () => {
    expect(english('熟悉微服务架构与分布式系统设计')).toEqual(['Microservices', 'Distributed Systems']);
    expect(english('Wrote embedded Linux drivers for I2C sensors')).toContain('Linux Driver Development');
    expect(english('Wrote embedded Linux drivers for I2C sensors')).toContain('Embedded Linux');
  });

  it('restores the head two Chinese names share ("模型量化与部署")', () => {
    expect(english('使用TensorRT进行模型量化与部署')).toEqual(['TensorRT', 'Quantization', 'Model Deployment']);
    expect(english('负责数据清洗与标注')).toEqual(['Data Cleaning', 'Data Labeling']);
    expect(english('负责模型量化与优化工作')).toEqual(['Quantization']);
  });
});

describe('skills from the survey and tag list (dictionary-tags.ts)', () => {
  it('finds frameworks, tools and Chinese testing terms', () => {
    expect(
      english('Frameworks: ReactJS, Bootstrap, Element UI, ECharts\nTesting: Jest, React Testing Library'),
    ).toEqual(['React', 'Bootstrap', 'Element UI', 'ECharts', 'Jest', 'React Testing Library']);
    expect(english('熟练使用Postman、JMeter进行接口测试与性能测试；熟悉软件测试流程')).toEqual([
      'Postman',
      'JMeter',
      'API Testing',
      'Performance Testing',
      'Software Testing',
    ]);
    expect(english('Monitoring with Nagios and Zabbix; code in Bitbucket')).toEqual(['Nagios', 'Zabbix', 'Bitbucket']);
    expect(english('FreeRTOS on STM32; Modbus RTU; Excel (VBA, pivot tables)')).toEqual([
      'FreeRTOS',
      'STM32',
      'Modbus',
      'Excel',
      'VBA',
    ]);
  });

  it('keeps names that are ordinary words, people or companies out of prose', () => {
    expect(english('Bootstrapped the startup; the postman came; Less than 5% churn; a mercurial market')).toEqual([]);
    expect(english('Met Taro Yamada and Doris Lee at the Harbor office')).toEqual([]);
    expect(english('Senior Data Analyst, Allegro\t03/2021 – present')).toEqual(['Data Analysis']);
    expect(english('Models in PyTorch trained on GPU clusters')).toEqual(['PyTorch']);
    // LoRa the radio is not LoRA the fine-tuning method.
    expect(english('Sensor fusion on LoRa and Zigbee')).toEqual(['Sensors', 'LoRa', 'Zigbee']);
    expect(english('Fine-tuning with LoRA')).toEqual(['Fine-tuning', 'LoRA']);
  });
});
