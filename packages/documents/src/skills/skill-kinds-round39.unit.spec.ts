import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-ninth round (skill precision, then recall): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-ninth round: names that said another thing than the skill', () => {
  it('scheduling GPU jobs is the scheduler, not GPU Cluster Operations', () => {
    expect(english('训练任务的 GPU 调度接入 Volcano')).not.toContain('GPU Cluster Operations');
    expect(english('GPU resource scheduling with Kueue')).not.toContain('GPU Cluster Operations');
    expect(english('负责 GPU 集群运维与扩容')).toContain('GPU Cluster Operations');
  });
});

describe('thirty-ninth round: a field that is part of a category label', () => {
  it('after a first field and "&", or before "/" and a second one, over a list of tools', () => {
    expect(english('Cloud & DevOps: AWS, Terraform, Docker')).toEqual(['AWS', 'Terraform', 'Docker']);
    expect(english('Observability / CI\tPrometheus, Grafana, GitHub Actions')).not.toContain('Monitoring & Alerting');
  });
  it('keeps the field in prose and in a label that goes on in prose', () => {
    expect(english('Built CI/CD and DevOps tooling for 40 teams.')).toContain('DevOps');
    expect(english('Cloud & DevOps: moved the whole estate to AWS')).toContain('DevOps');
  });
});

describe('thirty-ninth round: a graduation project and a game', () => {
  it('a graduation project names its subject, like a thesis', () => {
    expect(english('毕业设计：基于 Kubernetes 的深度学习训练任务调度')).not.toContain('Deep Learning');
    expect(english('熟悉深度学习训练任务调度')).toContain('Deep Learning');
  });
  it('Go glossed as a game is the game', () => {
    expect(english('Weekends: Python meetups, Go (the board game, 2 dan)')).not.toContain('Go');
    expect(english('Clubs: Kaggle, Go（围棋）, Docker meetups')).not.toContain('Go');
    expect(english('Languages: Python, Go (Gin), Rust')).toContain('Go');
  });
});

describe('thirty-ninth round: names the dictionary lacked (dictionary-round39.ts)', () => {
  it('debuggers, Java libraries, data integration, speech and frontend tools', () => {
    expect(english('Board bring-up with a Lauterbach TRACE32 probe')).toContain('TRACE32');
    expect(english('分布式锁用 Redisson，审批流用 Activiti')).toEqual(expect.arrayContaining(['Redisson', 'Activiti']));
    expect(english('Streaming ASR on phones with sherpa-onnx; features in torchaudio')).toEqual(
      expect.arrayContaining(['Sherpa-ONNX', 'torchaudio']),
    );
    expect(english('移动端 H5 用 Ant Design Mobile，代码格式化用 Prettier')).toEqual(
      expect.arrayContaining(['Ant Design Mobile', 'Prettier']),
    );
    expect(english('移动端 H5 用 Ant Design Mobile')).not.toContain('Ant Design');
  });
  it('an arrow joins the tools of a pipeline as a list does', () => {
    expect(english('订单同步：MySQL Binlog → Canal → Kafka → Flink')).toContain('Canal');
    expect(english('Walked along the Canal → then home')).not.toContain('Canal');
  });
  it('an LLM agent is an AI agent, and mini programs are WeChat Mini Programs', () => {
    expect(english('熟练掌握 LLM Agent 与 RAG')).toContain('AI Agents');
    expect(english('Skills: Vue, Mini Programs')).toContain('WeChat Mini Program');
  });
});
