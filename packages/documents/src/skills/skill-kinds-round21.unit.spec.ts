import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, twenty-first round (skills): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('twenty-first round: dictionary entries', () => {
  it('VITS in capitals is the speech-synthesis model, not the plural of the vision transformer', () => {
    const tags = english('Trained Cantonese voices for the audiobook app with VITS and a HiFi-GAN vocoder.');
    expect(tags).toContain('VITS');
    expect(tags).not.toContain('Vision Transformer');
    expect(english('Benchmarked two ViTs against a ResNet on the retail shelf images.')).toContain(
      'Vision Transformer',
    );
  });
  it('Mask R-CNN and Faster R-CNN are detectors, their CNN no skill of its own', () => {
    const tags = english('Segmented weld seams with Mask R-CNN and counted bolts with Faster R-CNN.');
    expect(tags).toContain('Mask R-CNN');
    expect(tags).toContain('Faster R-CNN');
    expect(tags).not.toContain('CNN');
    expect(english('采用 Mask R-CNN 做零件实例分割。')).not.toContain('CNN');
  });
  it('GraphSAGE, Mistral and TensorFlow Serving by their own names', () => {
    expect(english('召回阶段使用 GraphSAGE 学习商品图嵌入。')).toContain('GraphSAGE');
    expect(english('Compared Mistral and Gemma models for the support chatbot.')).toContain('Mistral');
    expect(english('A cold mistral blew through the harbour all week.')).not.toContain('Mistral');
    const serving = english('Ranking models exported from TensorFlow and served by TF Serving.');
    expect(serving).toContain('TensorFlow Serving');
    expect(serving).toContain('TensorFlow');
  });
  it('Spark Structured Streaming as a tool of its own', () => {
    expect(english('Sessionised click events in Spark Structured Streaming on Databricks.')).toContain(
      'Spark Structured Streaming',
    );
  });
  it('Chinese names: 推荐排序, 实体抽取 and 量化部署', () => {
    expect(english('负责短视频推荐排序的特征工程。')).toContain('Recommender Systems');
    expect(english('搭建合同文本的实体抽取流水线。')).toContain('Named Entity Recognition');
    expect(english('检测模型经 TensorRT 量化部署到工控机。')).toContain('Quantization');
  });
});

describe('twenty-first round: which sense a name has', () => {
  it('Kafka Streams only as the library is written; lower-case streams in Kafka are Kafka', () => {
    const tags = english('Replaced the cron exports with Kafka streams feeding the ledger.');
    expect(tags).toContain('Apache Kafka');
    expect(tags).not.toContain('Kafka Streams');
    expect(english('Stateful joins in Kafka Streams with RocksDB state stores.')).toContain('Kafka Streams');
  });
  it('ASP.NET MVC is the .NET framework, not the MVC pattern alone', () => {
    const tags = english('Kept an old ASP.NET MVC intranet running beside the new services.');
    expect(tags).toContain('.NET');
    expect(tags).not.toContain('MVC');
  });
  it('MVP is the Model-View-Presenter pattern only beside architecture words', () => {
    expect(english('Moved the Android client from MVP to MVVM with Kotlin.')).toContain('MVP');
    expect(english('Kotlin 开发的 Android 客户端，MVP 架构。')).toContain('MVP');
    expect(english('Shipped the booking MVP in six weeks with React and Node.js.')).not.toContain('MVP');
    expect(english('大学足球队 MVP，喜欢 Python 小项目。')).not.toContain('MVP');
  });
  it('Prophet in prose is the library on a line about forecasting, not elsewhere', () => {
    expect(english('Weekly sales forecasts: Prophet first, then gradient boosting.')).toContain('Prophet');
    expect(english('Read The Prophet by Gibran twice during my gap year.')).not.toContain('Prophet');
  });
});
