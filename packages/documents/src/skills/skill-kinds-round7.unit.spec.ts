import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, seventh round: mentions of a skill's name that do not say the candidate has it (mention-kinds.ts),
// each pinned with a text of our own.
describe("mentions that are not the candidate's skill", () => {
  it('a certificate is not a skill tag, and its words are not read again', () => {
    expect(tags('Certificates: CKA (2022), RHCE, ISTQB Foundation')).toEqual([]);
    expect(tags('Certified Kubernetes Administrator, 2023')).toEqual([]);
    expect(tags('Operated Kubernetes clusters; certified CKA')).toEqual(['Kubernetes']);
  });

  it("an acronym's plural keeps its capitals: a surname is not ROS plus s", () => {
    expect(tags('MBA, Ross School of Business')).toEqual([]);
    expect(tags('Wrote ROSs nodes for the arm; ROS, Gazebo')).toContain('ROS');
    expect(tags('Served LLMs with vLLM')).toContain('LLM');
  });

  it('a spelling split at a case step keeps its capitals', () => {
    expect(tags('Bachelor of Arts in Design, 2019')).toEqual([]);
    expect(tags('Layouts in In Design and Photoshop')).toContain('InDesign');
    expect(tags('Frontend: Java Script, CSS')).toContain('JavaScript');
  });

  it('a tool named as absent ("Docker-free") is not used', () => {
    expect(tags('Shipped a Docker-free build for the lab machines')).toEqual([]);
    expect(tags('Shipped a Docker image for the lab machines')).toEqual(['Docker']);
  });

  it("another team named after its field is someone else's work", () => {
    expect(tags('Reviewed error states with the ML team and the data team')).toEqual([]);
    expect(tags('Trained ML models for churn')).toEqual(['Machine Learning']);
  });

  it('a category label over its tools is not a skill; the tools are', () => {
    expect(tags('Infrastructure\tTerraform, Ansible\nDevOps\tJenkins, Argo CD, Docker')).toEqual([
      'Terraform',
      'Ansible',
      'Jenkins',
      'Argo CD',
      'Docker',
    ]);
    expect(tags('• MLOps & serving: BentoML, MLflow, Kubeflow')).not.toContain('MLOps');
    expect(tags('Skills\nObservability\n\nJaeger, Prometheus, Loki')).not.toContain('Monitoring & Alerting');
    expect(tags('技能\n可视化\n\nECharts、Tableau')).toEqual(['ECharts', 'Tableau']);
  });

  it('a label that is itself the skill still counts', () => {
    // A table of skills, one cell each: no list after the gap.
    expect(tags('RTOS\tFreeRTOS\tZephyr')).toContain('RTOS');
    // Chinese names a kind of tool or the field itself before its colon.
    expect(tags('深度学习框架：PyTorch、JAX')).toContain('Deep Learning');
    expect(tags('微服务架构：Spring Cloud（Nacos、Gateway）')).toContain('Microservices');
    // A skill alone on a line in a list of one skill a line.
    expect(tags('Skills\nMLOps\n\nKubeflow\n\nAirflow')).toContain('MLOps');
  });
});

describe("a tool's own feature written onto its name is the tool", () => {
  it('index tuning on a database, data structures of a cache, queues of a broker, search of a vector store', () => {
    expect(tags('熟悉 PostgreSQL 索引优化与分区表')).toEqual(['PostgreSQL']);
    expect(tags('熟悉 Redis 常用数据结构与持久化')).toEqual(['Redis']);
    expect(tags('用过 RocketMQ 消息队列做削峰')).toEqual(['RocketMQ']);
    expect(tags('召回层用向量检索（Pinecone）')).toEqual(['Pinecone']);
  });

  it('the practice apart from the tool, after a clause break, still counts', () => {
    expect(tags('熟悉 PostgreSQL 数据库，有 SQL 优化经验')).toEqual(['PostgreSQL', 'SQL Optimization']);
    expect(tags('掌握数据结构与算法；熟悉 Redis')).toEqual(['Data Structures and Algorithms', 'Redis']);
  });
});
