import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, forty-fifth round (skill precision, then recall, tuned on blind sets 35 and 36): our own texts.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('forty-fifth round: practice words that count in a skills section or a list only', () => {
  it('model serving in prose is the system worked on; in a skills list it is a skill', () => {
    expect(english('Rebuilt the model-serving gateway in Go; p99 down by half.')).not.toContain('Model Deployment');
    expect(english('Tooling: Triton, model serving, Prometheus')).toContain('Model Deployment');
    expect(english('Summary: cloud-native model deployment and observability.')).not.toContain('Model Deployment');
    expect(english('Deployed models to the edge boxes with TensorRT.')).toContain('Model Deployment');
    // The Chinese name itself stays an ordinary name: "精通模型部署" is a claim.
    expect(english('精通 PyTorch 模型部署，熟悉 TensorRT')).toContain('Model Deployment');
    expect(english('用 ONNX Runtime 做端侧部署')).not.toContain('Model Deployment');
  });
  it('networking, chatbots, load balancers, tool use and question answering in prose are the work described', () => {
    expect(english('Shared the networking and caching logic between both apps.')).not.toContain('Networking');
    expect(english('Skills: Networking, Linux, Bash')).toContain('Networking');
    expect(english('Intent detection for airline chatbots in two languages.')).not.toContain('Dialogue Systems');
    expect(english('NLP: chatbots, spaCy, Rasa')).toContain('Dialogue Systems');
    expect(english('Ran Nginx and HAProxy load balancers for the shop.')).not.toContain('Load Balancing');
    expect(english('Infrastructure: load balancers, DNS, Terraform')).toContain('Load Balancing');
    expect(english('Red-teamed agents for unsafe tool use before each launch.')).not.toContain('Function Calling');
    expect(english('LLM: RAG, tool use, LoRA')).toContain('Function Calling');
    expect(english('Question answering over a cookbook with retrieval.')).not.toContain('Question Answering');
    expect(english('NLP: question answering, NER, summarisation')).toContain('Question Answering');
  });
  it('methods named in prose are described work; named in a skills list they are skills', () => {
    expect(english('Built credit scoring for small loans with LightGBM.')).not.toContain('Credit Scoring');
    expect(english('Skills: Credit Scoring, LightGBM, SHAP')).toContain('Credit Scoring');
    expect(english('Labelled the corpus by weak supervision.')).not.toContain('Weak Supervision');
    expect(english('Methods: weak supervision, active learning')).toContain('Weak Supervision');
  });
});

describe('forty-fifth round: mentions that name no skill of the candidate', () => {
  it('a field after a vendor certificate level is the certificate track', () => {
    expect(english('三、证书\n红帽 RHCE（2017）　|　阿里云 ACP 云计算（2021）　|　HCIP-Cloud')).toEqual([]);
    expect(english('认证：ACP 云计算 | ACP 大数据')).toEqual([]);
    expect(english('技能：云计算、Kubernetes')).toContain('Cloud Computing');
  });
  it('校园招聘 after a class year is the hiring round applied through', () => {
    expect(english('求职意向：算法工程师（2026届校园招聘）')).not.toContain('Campus Recruiting');
    expect(english('负责校园招聘与雇主品牌，组织 30 场宣讲会')).toContain('Campus Recruiting');
  });
  it('Android before phones or devices says where something ran', () => {
    expect(english('Cut page load to 1.5 s on low-end Android phones.')).not.toContain('Android');
    expect(english('Shipped the OCR model to Android devices.')).not.toContain('Android');
    expect(english('Built the Android app in Kotlin with Jetpack Compose.')).toContain('Android');
  });
  it('a skill name inside a payments company name is the company', () => {
    expect(english('Backend Engineer — Delta Spark Payments, Lagos')).not.toContain('Apache Spark');
    expect(english('Batch jobs in Spark on EMR')).toContain('Apache Spark');
  });
});

describe('forty-fifth round: names the dictionary lacked (dictionary-round45.ts)', () => {
  it('recommender, mobile, operations, data-centric and testing names', () => {
    expect(english('召回用 LightGCN 与 GRU4Rec，排序基于 DeepCTR')).toEqual(
      expect.arrayContaining(['LightGCN', 'GRU4Rec', 'DeepCTR']),
    );
    expect(english('Android: ViewModel + StateFlow, ExoPlayer; iOS: StoreKit; web: RxJS')).toEqual(
      expect.arrayContaining(['ViewModel', 'StateFlow', 'ExoPlayer', 'StoreKit', 'RxJS']),
    );
    expect(english('用 kubeadm 在 Rocky Linux 上部署集群')).toEqual(expect.arrayContaining(['kubeadm', 'Rocky Linux']));
    expect(english('Data: Snorkel, cleanlab, GeoPandas; eval: OpenCompass; coverage: JaCoCo; MMPose')).toEqual(
      expect.arrayContaining(['Snorkel', 'cleanlab', 'GeoPandas', 'OpenCompass', 'JaCoCo', 'MMPose']),
    );
  });
  it('Drake counts as a list item, not as a name in prose', () => {
    expect(english('Robotics: ROS 2, MoveIt, Drake')).toContain('Drake');
    expect(english('Listened to Drake while writing the thesis.')).toEqual([]);
  });
});
