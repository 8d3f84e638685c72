import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, sixteenth round: skill precision; our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('sixteenth round: a field’s name modifying what the candidate served', () => {
  it('is not the field', () => {
    expect(english('Payments engineer; I now build billing APIs for ML products.')).not.toContain('Machine Learning');
    expect(english('Data engineer: ingestion jobs that feed the ML teams.')).not.toContain('Machine Learning');
    expect(english('Site reliability for the company’s LLM infrastructure.')).not.toContain('LLM');
    expect(english('Staff SRE · ML Platform\nrun Kubernetes clusters')).not.toContain('Machine Learning');
  });
  it('reads a phrase wrapped after the field’s name', () => {
    expect(english('Twelve years in logistics and now ML\ninfrastructure work.')).not.toContain('Machine Learning');
  });
  it('keeps the field in the candidate’s own work', () => {
    // A job title of a platform served ("ML Platform Engineer") no longer keeps it: thirty-fifth round.
    expect(english('Trained ML models for churn prediction.')).toContain('Machine Learning');
  });
  it('applies to whole fields only, not to tools', () => {
    expect(english('Wrote Terraform modules for the Kubernetes platform team.')).toContain('Kubernetes');
  });
});

describe('sixteenth round: a skill’s word inside a place’s, an event’s, a drink’s or a club’s name', () => {
  it('is not the skill', () => {
    expect(english('Awards: first place, Rust Belt Hackathon 2023 (civic data).')).not.toContain('Rust');
    expect(english('Grew up in Ohio, a Rust Belt kid who builds web apps.')).not.toContain('Rust');
    expect(english('Volunteer mentor, Spark Mentorship Program for girls in tech.')).not.toContain('Apache Spark');
    expect(english('Interests: hiking; I brew a mean Java cold brew.')).not.toContain('Java');
    expect(english('社团：交大 Java 咖啡社')).not.toContain('Java');
    expect(english('课外作品：Spark 创新工作坊海报设计')).not.toContain('Apache Spark');
  });
  it('keeps the skill named on its own', () => {
    expect(english('Services in Rust and Go; batch jobs on Spark.')).toEqual(
      expect.arrayContaining(['Rust', 'Go', 'Apache Spark']),
    );
  });
});

describe('sixteenth round: a single letter hyphened onto a word, and GO in bioinformatics', () => {
  it('is a model’s name or the Gene Ontology, not the language', () => {
    expect(english('Python, PyTorch; fine-tuned XLM-R for intent detection')).not.toContain('R');
    expect(english('Skills: Python, Scanpy, GO/KEGG 富集分析')).not.toContain('Go');
    expect(english('Skills: Python, Seurat, GO enrichment of marker genes')).not.toContain('Go');
  });
  it('keeps R and Go in a list', () => {
    expect(english('Languages: Python, R, Go')).toEqual(expect.arrayContaining(['R', 'Go']));
  });
});

describe('sixteenth round: the fields the dictionary grew into', () => {
  it('reads LLM application and post-training tools', () => {
    const tags = english(
      'Tracing in Langfuse, vectors in Qdrant; SFT and DPO with TRL on Unsloth; the Anthropic API for drafts.',
    );
    expect(tags).toEqual(expect.arrayContaining(['Langfuse', 'Qdrant', 'TRL', 'Unsloth', 'Anthropic API']));
  });
  it('reads bioinformatics, with its Chinese names', () => {
    const tags = english('技能：生物信息学；单细胞 RNA-seq（Scanpy、Seurat）、DESeq2、Snakemake 流程');
    expect(tags).toEqual(
      expect.arrayContaining(['Bioinformatics', 'Single-cell RNA-seq', 'Scanpy', 'Seurat', 'DESeq2', 'Snakemake']),
    );
    expect(tags).not.toContain('RNA-seq');
  });
  it('reads computational chemistry and BI tools', () => {
    const tags = english(
      'Skills: PyTorch Geometric, GROMACS, LAMMPS, RDKit; 报表用 FineBI 与 Quick BI；回归分析、假设检验',
    );
    expect(tags).toEqual(
      expect.arrayContaining(['PyTorch Geometric', 'GROMACS', 'LAMMPS', 'RDKit', 'FineBI', 'Quick BI']),
    );
    expect(tags).toEqual(expect.arrayContaining(['Regression Analysis', 'Hypothesis Testing']));
  });
  it('reads JSON Schema as itself, not as JSON', () => {
    const tags = english('REST Assured suites validating JSON Schema for 120 endpoints.');
    expect(tags).toContain('JSON Schema');
    expect(tags).not.toContain('JSON');
  });
  it('knows NVIDIA Triton and Nsight by those names', () => {
    expect(english('Serving on NVIDIA Triton; profiling with Nsight.')).toEqual(
      expect.arrayContaining(['Triton', 'NVIDIA Nsight']),
    );
  });
  it('keeps ordinary words out of prose', () => {
    expect(english('A print after Seurat hangs in the lobby.')).not.toContain('Seurat');
    expect(english('We moved cold partitions and clustering of hot tables to BigQuery.')).not.toContain('Clustering');
    expect(english('Skills: SQL, Python, clustering, A/B testing')).toContain('Clustering');
  });
});
