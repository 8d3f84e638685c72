import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, thirty-seventh round (skill precision, then recall): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('thirty-seventh round: names that said another thing than the skill', () => {
  it('a model registry stores models; it is not Model Deployment', () => {
    expect(english('Kept every checkpoint in the MLflow model registry.')).not.toContain('Model Deployment');
    expect(english('Deployed models to Kubernetes.')).toContain('Model Deployment');
  });
  it('a data pipeline is not ETL', () => {
    expect(english('Wrote data pipelines for speech corpora in Python.')).not.toContain('ETL');
    expect(english('Kafka 数据管道，日均 3 亿条')).not.toContain('ETL');
    expect(english('Nightly ETL pipelines on Airflow.')).toContain('ETL');
  });
  it('embeddings in prose are data, the skill only in a list or a skills section', () => {
    expect(english('Stored nightly embeddings of listings in Postgres.')).not.toContain('Embeddings');
    expect(english('NLP: tokenizers, embeddings, NER')).toContain('Embeddings');
  });
});

describe('thirty-seventh round: a field inside an institution’s name', () => {
  it('is the institution, not the skill', () => {
    expect(english('Evening programme at the Riverton School of Data Analysis, 2014')).not.toContain('Data Analysis');
    expect(english('M.S., Graduate Institute of Networking and Multimedia')).not.toContain('Networking');
    expect(english('硕士就读于网络安全学院')).not.toContain('Cybersecurity');
    expect(english('计算机视觉研究所 助理研究员')).not.toContain('Computer Vision');
  });
  it('keeps the field the candidate works in', () => {
    expect(english('Data analysis and reporting for the School of Nursing')).toContain('Data Analysis');
    expect(english('熟悉网络安全，做过渗透测试')).toContain('Cybersecurity');
    expect(english('Research assistant, Centre for Machine Learning')).toContain('Machine Learning');
  });
});

describe('thirty-seventh round: names the dictionary lacked (dictionary-round37.ts)', () => {
  it('serving, NLP, medical-device standards, static analysis and cloud messaging', () => {
    expect(english('Served Llama models with TGI and vLLM')).toEqual(
      expect.arrayContaining(['Text Generation Inference']),
    );
    expect(english('Persian text normalisation with Hazm')).toContain('Hazm');
    expect(english('Class B software under IEC 62304 and ISO 14971 risk files; Polyspace in CI')).toEqual(
      expect.arrayContaining(['IEC 62304', 'ISO 14971', 'Polyspace']),
    );
    expect(english('Telemetry over MQTT to AWS IoT Core')).toContain('AWS IoT Core');
    expect(english('事件经 Pub/Sub 进入 BigQuery')).toContain('Google Cloud Pub/Sub');
  });
  it('keeps the ordinary words out', () => {
    expect(english('a pub/sub pattern between services')).not.toContain('Google Cloud Pub/Sub');
    expect(english('tgi fridays on the corner')).not.toContain('Text Generation Inference');
  });
});
