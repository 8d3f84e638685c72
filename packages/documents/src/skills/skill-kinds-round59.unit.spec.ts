import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';
import { dictionaryNameLookup } from './skill-index.ts';

// Issue 23, fifty-ninth round (skills, tuned on blind sets 63 to 68): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('fifty-ninth round: tools the dictionary lacked', () => {
  it('reads the domestic server stack', () => {
    expect(english('政务云迁移：操作系统换为统信 UOS 与 openEuler，数据库换为人大金仓，服务器用鲲鹏 920')).toEqual(
      expect.arrayContaining(['UnionTech UOS', 'openEuler', 'KingbaseES', 'Kunpeng']),
    );
    expect(english('主备库用 Oracle Data Guard 同步')).toContain('Oracle Data Guard');
  });
  it('reads cloud-native, security, data and serving tools', () => {
    expect(english('Terraform scanned by Checkov; Ray clusters run by KubeRay')).toEqual(
      expect.arrayContaining(['Checkov', 'KubeRay']),
    );
    expect(english('Findings from AWS Security Hub; keys in AWS KMS; detections written as Sigma rules')).toEqual(
      expect.arrayContaining(['AWS Security Hub', 'AWS KMS', 'Sigma Rules']),
    );
    expect(english('Images built on Cloud Build. Tooling: GitHub Actions · Cargo · Nix')).toEqual(
      expect.arrayContaining(['Cloud Build', 'Cargo', 'Nix']),
    );
    expect(english('Connection pooling with PgBouncer; profiles in Aerospike; features served from Tecton')).toEqual(
      expect.arrayContaining(['PgBouncer', 'Aerospike', 'Tecton']),
    );
    expect(english('实时同步用 Flink CDC 写入 Doris')).toContain('Flink CDC');
    expect(
      english('Model gateway on LiteLLM; embeddings served by Text Embeddings Inference; Azure AI Search index'),
    ).toEqual(expect.arrayContaining(['LiteLLM', 'Text Embeddings Inference', 'Azure AI Search']));
    expect(english('Native images with GraalVM cut start-up time')).toContain('GraalVM');
    expect(english('补贴效果评估：双重机器学习')).toContain('DoubleML');
  });
  it('keeps Cargo, Nix and Sigma, ordinary words too, to their case and a list', () => {
    expect(english('Shipped cargo across the Baltic.')).not.toContain('Cargo');
    expect(english('Six Sigma green belt for the plant.')).not.toContain('Sigma Rules');
  });
  it('reads the labels’ own names of Dameng and Hugging Face TGI', () => {
    expect(dictionaryNameLookup().get('dameng dm8')).toBe('DM Database');
    expect(dictionaryNameLookup().get('hugging face tgi')).toBe('Text Generation Inference');
  });
  it('reads 鲲鹏 as Huawei’s CPU only beside its hardware or the domestic stack', () => {
    expect(english('“鲲鹏”用户画像平台（内部项目名），Java 开发')).not.toContain('Kunpeng');
    expect(english('应用适配鲲鹏服务器')).toContain('Kunpeng');
  });
  it('reads Oracle Linux as Linux, not Oracle', () => {
    expect(english('Provisioned Oracle Linux hosts with Ansible')).toEqual(['Linux', 'Ansible']);
  });
});

describe('fifty-ninth round: names that are not the candidate’s skills', () => {
  it('does not read a product only evaluated and not adopted', () => {
    expect(english('Evaluated Nomad and Consul in 2022; not adopted, we stayed on Kubernetes.')).toEqual([
      'Kubernetes',
    ]);
    expect(english('Benchmarked Weaviate and Qdrant for the search index (kept Elasticsearch).')).toEqual([
      'Elasticsearch',
    ]);
    expect(english('Trialled Pulumi before choosing Terraform; dropped after a quarter.')).toEqual(['Terraform']);
    expect(english('2024 年调研过 Dify，最终选 LangGraph 自研')).toEqual(['LangGraph']);
    expect(english('Piloted Pulumi for the platform team in 2023; dropped after a quarter.')).toEqual([]);
    expect(english('Evaluated: Svelte, SolidJS')).toEqual([]);
    expect(english('评估过：Argo Workflows、Airflow')).toEqual([]);
    expect(english('Deployment tools: Helm, Kustomize, Nomad (evaluated)')).toEqual(['Helm', 'Kustomize']);
    // The evaluation label ends at the next label.
    expect(english('评估未采用 / Evaluated: Databricks　　熟悉 / Proficient: Snowflake')).toEqual(['Snowflake']);
    // Evaluating is the candidate's work when nothing says it was dropped.
    expect(english('Evaluated retrieval quality with Ragas and pytest.')).toEqual(
      expect.arrayContaining(['Ragas', 'pytest']),
    );
  });
  it('does not read a field named as a degree’s subject without "in"', () => {
    expect(english('BSc Mathematics and Operations Research, University of Leeds')).not.toContain(
      'Operations Research',
    );
    expect(english('MSc Business Information Systems (Data Analytics), 2018')).not.toContain('Data Analysis');
  });
  it('does not read a category label ended by a dash over its tools', () => {
    expect(english('Observability — Prometheus / Grafana / Loki')).not.toContain('Monitoring & Alerting');
    expect(english('Observability - Datadog, Sentry')).not.toContain('Monitoring & Alerting');
    // A language before a dash says what was done with it, and a post's dash names its employer.
    expect(english('SQL — Snowflake, Redshift')).toContain('SQL');
    expect(english('Game Programmer — Fjordlys Spill (Godot, C#)')).toContain('Game Development');
  });
  it('does not read a Chinese label over a list when it ends on a word for its parts', () => {
    expect(english('大数据组件\nHadoop、Hive、Flink')).not.toContain('Big Data');
  });
  it('does not read employers, bands and names given in quotes', () => {
    expect(english('Senior Engineer — Hive Mobility, Lisbon')).not.toContain('Hive');
    expect(english('Head of Data, Airflow Dynamics, Inc.')).not.toContain('Airflow');
    expect(english('通过 Apex Talent 外包驻场')).not.toContain('Apex');
    expect(english('Drummer in the band Kotlin Drift')).not.toContain('Kotlin');
    expect(english('Brews a porter he named “Java”.')).not.toContain('Java');
  });
  it('does not read a name inside a quoted campaign, club or shop', () => {
    expect(english('负责「夏日 Spark」拉新活动后端：Go + Redis')).toEqual(['Go', 'Redis']);
    expect(english('"Kafka 读书"文学社团 社长')).not.toContain('Apache Kafka');
    expect(english('面包连锁“Java 烘焙”的会员系统')).not.toContain('Java');
    expect(english('为“Java 烘焙”门店做排班系统，Go 开发')).toEqual(['Go']);
    expect(english('乐队“Rust 与铁”主唱')).not.toContain('Rust');
  });
  it('does not read a Google Cloud professional title as the field', () => {
    expect(english('Certifications: Google Cloud Professional Cloud DevOps Engineer')).not.toContain('DevOps');
  });
  it('does not read tools under an "Outside work" heading outside a list', () => {
    expect(english('Outside work\nPuppet shows for the neighbourhood kids')).not.toContain('Puppet');
  });
  it('does not take "Learning to rank" opening a list for a clause about learning', () => {
    expect(english('Learning to rank | LightGBM | XGBoost | PyTorch')).toEqual(
      expect.arrayContaining(['LightGBM', 'XGBoost', 'PyTorch']),
    );
  });
});

describe('review of round 59', () => {
  it('2: keeps a tool benchmarked, prototyped or piloted and then used', () => {
    expect(english('Benchmarked Kafka and Flink jobs end to end and kept p99 latency under 200 ms.')).toEqual(
      expect.arrayContaining(['Apache Kafka', 'Apache Flink']),
    );
    expect(
      english('Evaluated ranking models in PyTorch and XGBoost, selected the best by NDCG for production.'),
    ).toEqual(expect.arrayContaining(['PyTorch', 'XGBoost']));
    expect(english('Prototyped in three weeks: Python, FastAPI, PostgreSQL, Redis.')).toEqual(
      expect.arrayContaining(['Python', 'FastAPI', 'PostgreSQL', 'Redis']),
    );
    expect(
      english('Evaluation of search quality: built Elasticsearch relevance tests and LightGBM rerankers.'),
    ).toEqual(expect.arrayContaining(['Elasticsearch', 'LightGBM']));
    expect(
      english('• Benchmarked Kafka throughput on a 3-broker cluster\n• Kept the on-call rota for 6 engineers'),
    ).toContain('Apache Kafka');
    expect(english('Piloted Kubernetes for the payments team and dropped deploy time from 40 to 8 minutes.')).toContain(
      'Kubernetes',
    );
    expect(english('Piloted GitHub Actions for three teams; selected as the company-wide CI in 2022.')).toContain(
      'GitHub Actions',
    );
    expect(english('Trialled Terraform Cloud for state locking and stayed on it after the pilot.')).toContain(
      'Terraform',
    );
    expect(english('Benchmarked Nginx and Envoy under load; rejected requests fell to 0.1%.')).toEqual(
      expect.arrayContaining(['Nginx', 'Envoy']),
    );
    expect(
      english('Evaluating vendors each quarter; built our stack on Snowflake, dbt and Airflow to stay within budget.'),
    ).toEqual(expect.arrayContaining(['Snowflake', 'dbt', 'Airflow']));
    expect(english('Training stack: PyTorch (benchmarked against JAX, 1.4x faster on our models), DeepSpeed')).toEqual(
      expect.arrayContaining(['PyTorch', 'DeepSpeed']),
    );
    expect(english('Redis (piloted in 2019, now the company standard cache), PostgreSQL')).toEqual(
      expect.arrayContaining(['Redis', 'PostgreSQL']),
    );
    expect(english('评估过 Spark 作业性能，保留了原有的 Hive 表结构')).toEqual(
      expect.arrayContaining(['Apache Spark', 'Hive']),
    );
    expect(english('调研过 Redis 集群方案，另一个项目因预算未落地')).toContain('Redis');
    // What the round was for still holds.
    expect(english('Serving: vLLM, TensorRT-LLM (evaluated, not adopted)')).toEqual(['vLLM']);
    expect(english('Evaluated Metaflow and SageMaker Pipelines; chose Kubeflow.')).toEqual(['Kubeflow']);
  });
  it('3: keeps the tool that opens a "Tool — what I did with it" line', () => {
    expect(
      english(
        'Skills\nTerraform — modules, workspaces, Terragrunt\nKafka — Connect, Streams, Schema Registry\nPostgreSQL — replication, partitioning, PgBouncer',
      ),
    ).toEqual(expect.arrayContaining(['Terraform', 'Terragrunt', 'Apache Kafka', 'PostgreSQL', 'PgBouncer']));
    expect(
      english('Technical Skills\nJenkins - pipelines, shared libraries, Blue Ocean\nAnsible - roles, AWX, Molecule'),
    ).toEqual(expect.arrayContaining(['Jenkins', 'Ansible']));
    expect(english('Docker - containerised the monolith, slimmer images, faster CI')).toContain('Docker');
    expect(english('Python — pandas, NumPy, FastAPI\nSnowflake — Snowpark, streams, tasks')).toContain('Snowflake');
  });
  it('6: keeps the tool before a field ending in Dynamics or Mobility', () => {
    expect(english('Ran Python Molecular Dynamics simulations with LAMMPS on the cluster.')).toContain('Python');
    expect(english('Built MATLAB Vehicle Dynamics models and tuned Simulink controllers.')).toContain('MATLAB');
    expect(english('Wrote Kotlin Urban Mobility apps for ride sharing.')).toContain('Kotlin');
  });
  it('7: keeps a radio protocol after a frequency band', () => {
    expect(english('Designed 2.4 GHz band Zigbee and BLE mesh firmware on nRF52.')).toContain('Zigbee');
    expect(english('Tuned the 868 MHz band LoRa links for farm sensors.')).toContain('LoRa');
  });
  it('10: keeps engineering listed under "Outside work"', () => {
    expect(english('Outside work\nI maintain a Rust crate and contribute to Kubernetes docs.')).toEqual(
      expect.arrayContaining(['Rust', 'Kubernetes']),
    );
    expect(
      english('Outside of work\nVolunteer Python tutor at Code Club; maintain a Django site for a food bank.'),
    ).toEqual(expect.arrayContaining(['Python', 'Django']));
  });
  it('11: keeps skills beside the employer Google Cloud Professional Services', () => {
    expect(
      english(
        'Cloud Architect, Google Cloud Professional Services — migrated 20 customers to BigQuery and GKE with Terraform.',
      ),
    ).toEqual(expect.arrayContaining(['BigQuery', 'Terraform']));
  });
  it('12: does not read a degree project title as the degree subject', () => {
    expect(english('BSc Final Year Project Android app for campus navigation')).toContain('Android');
    expect(english('MEng Group Project React Native app with Firebase backend')).toContain('React Native');
  });
  it('13: keeps the round’s new names to their own sense', () => {
    expect(english('BI tools: Tableau, Looker, Sigma, Power BI')).not.toContain('Sigma Rules');
    expect(english('Security: Azure Key Vault, HashiCorp Vault, KMS')).not.toContain('AWS KMS');
    expect(english('Domains: Aviation, Cargo, Freight forwarding')).not.toContain('Cargo');
    expect(english('Microsoft — Cloud Build Engineer, owned MSBuild and Azure DevOps pipelines')).not.toContain(
      'Cloud Build',
    );
    expect(english('Built a data guard layer that masks PII before it reaches Snowflake.')).not.toContain(
      'Oracle Data Guard',
    );
    expect(english("Ran the company's internal security hub on Confluence for policy docs.")).not.toContain(
      'AWS Security Hub',
    );
    expect(english('Tecton — Software Engineer, 2021 – 2023')).not.toContain('Tecton');
    expect(english('Senior Engineer, Aerospike, Mountain View, 2019 – 2022')).not.toContain('Aerospike');
  });
  it('14: reads 鲲鹏 as the CPU only beside its own model number or hardware', () => {
    expect(english('鲲鹏特征平台：日均调用 2910 万次，Java + Flink')).not.toContain('Kunpeng');
    expect(english('鲲鹏计划 — 为华为云客户搭建数据中台，Spark + Hive')).not.toContain('Kunpeng');
    expect(english('华为技术有限公司 · 鲲鹏项目组 · Android 工程师 2019 – 2022')).not.toContain('Kunpeng');
    expect(english('参加华为“鲲鹏”大学生创新大赛，用 Go 写后端')).not.toContain('Kunpeng');
  });
  it('15: keeps the platform that a 生态 label names', () => {
    expect(english('专业技能\nKubernetes 生态\nHelm、Istio、ArgoCD')).toContain('Kubernetes');
  });
});
