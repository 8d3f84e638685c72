import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, third round: kinds of false and missed skills on resumes nobody on the team wrote, each pinned with
// a text of our own.

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('text that names no skill of the candidate', () => {
  it('skips references: paper titles and the authors’ initials', () => {
    expect(tags('[3] J. Doe, A. Roe. Swift and cheap evaluation of translation. WMT 2021.')).toEqual([]);
    expect(tags('R. Smith, K. Lee, et al. Spring-loaded attention for video. AAAI 2022.')).toEqual([]);
  });

  it('skips a publications or patents section up to the next heading', () => {
    const cv = 'Selected publications\nRust never sleeps: answer drift in QA. ACL 2021.\nSkills\nGo, Docker';
    expect(tags(cv)).toEqual(['Go', 'Docker']);
    expect(tags('科研成果（部分）\nPrompting CLIP for Long-Tailed Detection. ECCV 2022.\n专业技能\nPyTorch')).toEqual([
      'PyTorch',
    ]);
  });

  it('counts a hobby only inside a list of skills', () => {
    expect(tags('Interests\nSea swimming, amateur photography (Lightroom).')).toEqual([]);
    expect(tags('Interests\nJava, Hibernate, MySQL')).toEqual(['Java', 'Hibernate', 'MySQL']);
  });

  it('skips coursework lists', () => {
    expect(tags('GPA：3.6/4.0 主修课程：数据结构、操作系统、计算机网络')).toEqual([]);
    expect(tags('Relevant Coursework: Operating Systems, Computer Networks')).toEqual([]);
  });

  it('does not take an employer named after a skill word for the skill', () => {
    expect(tags('Marketing Intern, Swift Logistics Ireland\tJun 2023')).toEqual([]);
    expect(tags('Barista, Java House Café\t2021 – 2023')).toEqual([]);
    expect(tags('Skills: Swift, Kotlin, Java')).toEqual(['Swift', 'Kotlin', 'Java']);
  });

  it('reads CSS flexbox as CSS, not as Adobe Flex', () => {
    expect(tags('熟悉 HTML5、CSS3（Flex/Grid 布局、响应式开发）')).not.toContain('Flex');
    expect(tags('Adobe Air, Adobe Flex, MySQL')).toContain('Flex');
  });
});

describe('products and techniques tagged by their own name', () => {
  it('does not fold a product into its category', () => {
    expect(tags('Nginx, HAProxy, Varnish')).toEqual(['Nginx', 'HAProxy', 'Varnish']);
    expect(tags('a FAISS index over the documents')).toEqual(['FAISS']);
    expect(tags('PyTorch、MMDetection；目标检测、语义分割、实例分割')).toEqual([
      'PyTorch',
      'MMDetection',
      'Object Detection',
      'Semantic Segmentation',
      'Instance Segmentation',
    ]);
    expect(tags('Google Cloud (Vertex AI), OpenTelemetry tracing')).toEqual([
      'Google Cloud',
      'Vertex AI',
      'OpenTelemetry',
    ]);
  });

  it('reads "Transformers" in a list as the Hugging Face library, "transformer models" as the architecture', () => {
    expect(tags('Transformers, PEFT (LoRA, QLoRA)')).toContain('Hugging Face');
    expect(tags('Transformers, PEFT (LoRA, QLoRA)')).not.toContain('Transformer');
    expect(tags('Pretrained transformer models for ranking')).toContain('Transformer');
  });

  it('knows testing, embedded, mobile and marketing tools', () => {
    expect(tags('REST Assured and Postman for APIs; JMeter, k6; Jira, TestRail')).toEqual(
      expect.arrayContaining(['REST Assured', 'k6', 'TestRail']),
    );
    expect(tags('REST Assured')).not.toContain('RESTful API');
    expect(tags('AUTOSAR, MISRA C, hardware-in-the-loop tests, Yocto, U-Boot')).toEqual([
      'AUTOSAR',
      'MISRA C',
      'Hardware-in-the-Loop',
      'Yocto',
      'U-Boot',
    ]);
    expect(tags('Frameworks：Flutter, SwiftUI, UIKit, RxSwift；Tools：Fastlane；MVVM')).toEqual(
      expect.arrayContaining(['SwiftUI', 'UIKit', 'RxSwift', 'Fastlane', 'MVVM']),
    );
    expect(tags('email marketing (HubSpot, Mailchimp), Google Analytics 4, Canva')).toEqual([
      'Email Marketing',
      'HubSpot',
      'Mailchimp',
      'Google Analytics',
      'Canva',
    ]);
  });

  it('reads the words SREs and designers use for incident management and user research', () => {
    expect(tags('Lead the incident commander rotation; wrote the blameless postmortem template')).toEqual([
      'Incident Management',
    ]);
    expect(tags('40 contextual interviews with nurses')).toEqual(['User Research']);
  });

  it('reads a bracketed list after a skill as a list', () => {
    expect(tags('Wireframes, prototypes (Figma, ProtoPie) and user journeys')).toContain('Prototyping');
  });
});
