import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

// Issue 23, second outside review (rounds 51 and 53): every sentence the reviewer found misread, beside the round's
// own case that must still hold.

const english = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

describe('review 2: only single capitals in alphabet order are a series', () => {
  it('keeps R and C in a slash run with other names', () => {
    expect(english('Skills\nLanguages: Python/R/C\nTools: Git, Docker')).toEqual(
      expect.arrayContaining(['Python', 'R', 'C']),
    );
    expect(english('Skills\nProgramming: C/R, MATLAB')).toEqual(expect.arrayContaining(['C', 'R', 'MATLAB']));
    expect(english('Built credit models in Python/R/C for a bank.')).toEqual(
      expect.arrayContaining(['Python', 'R', 'C']),
    );
  });
  it('still reads A/B/C and B/C as a series', () => {
    expect(english('负责 A/B/C 卡建模，使用 Python 与 SQL')).not.toContain('C');
    expect(english('负责 B/C 端产品，使用 Python')).not.toContain('C');
  });
});

describe('review 2: a degree abbreviation after R. is no second initial', () => {
  it('keeps R before M.Sc. and B.A.', () => {
    expect(
      english('Summary\nData analyst proficient in SQL and R. M.Sc. in Statistics from the University of Leeds.'),
    ).toContain('R');
    expect(english('Skills: Python, Stata, R. B.A. Economics (2016).')).toContain('R');
    expect(english('Experience in embedded C. B.Eng. in Electronics.')).toContain('C');
  });
  it('still reads an author’s initials', () => {
    expect(english('Publications\nLima, R. M., Osei, T. Bayesian survival models. JASA 2021.')).not.toContain('R');
  });
});

describe('review 2: intermediate as a skill level is no school stream', () => {
  it('keeps MPC for a controls engineer', () => {
    expect(english('Skills\nMPC (intermediate), LQR (advanced), Simulink\n')).toContain('MPC');
    expect(english('Control: PID, MPC — Intermediate level; MATLAB — Advanced')).toContain('MPC');
    expect(english('Optimisation: MPC (intermediate), CasADi, acados')).toContain('MPC');
  });
  it('keeps MPC beside its own field even on a line with a school’s words', () => {
    expect(english('Control engineer: designed MPC for HVAC; HSC 2012 from Dhaka Board of Secondary')).toContain('MPC');
  });
  it('still reads the intermediate stream', () => {
    expect(english('2009 Intermediate (MPC), Board of Intermediate Education, Telangana')).not.toContain('MPC');
    expect(english('Intermediate Education: MPC stream, 2011')).not.toContain('MPC');
  });
});

describe('review 2: the verb 学会 (learned) is no learned society', () => {
  it('keeps the tool before 学会了 and 快速学会', () => {
    expect(english('实习期间通过 Python 学会了数据清洗与可视化')).toContain('Python');
    expect(english('使用 Docker 快速学会容器化部署')).toContain('Docker');
  });
  it('still reads a society’s name', () => {
    expect(english('会员：中国计算机图形学学会（2021 起）')).not.toContain('Computer Graphics');
  });
});

describe('review 2: dictionary words of round 51 that are ordinary words or other things', () => {
  it('tags none of them in prose or a company’s name', () => {
    const cases: [string, string][] = [
      ['Battery R&D Engineer\nGraphite anode coating and silicon blends for lithium-ion cells.', 'Graphite'],
      ['Worked remotely as a Digital Nomad across Southeast Asia while freelancing in WordPress.', 'Nomad'],
      ['Nomad Health — Recruiter (2020–2022)', 'Nomad'],
      ['Reference: Xen Li, Engineering Manager', 'Xen'],
      ['Experience\nCohere — Account Executive, Toronto, 2022–2024', 'Cohere'],
      ['Pavement material design and testing for highway projects (AASHTO).', 'Material Design'],
      ['Responsible for material design and selection for offshore structures.', 'Material Design'],
      ['Designed a composable architecture for the payments platform.', 'The Composable Architecture'],
      ['Led capacity planning for three warehouses and a fleet of 40 trucks.', 'Capacity Planning'],
      ['Lingue: Italiano (madrelingua), Inglese perfetto', 'Perfetto'],
      ['Service technician, Solaris Bus & Coach, 2015–2019', 'Solaris'],
      ['PCB design: auto layout and routing in Altium Designer', 'Auto Layout'],
    ];
    for (const [text, skill] of cases) expect(english(text), text).not.toContain(skill);
  });
  it('still tags them in a list, with their field or in their exact case', () => {
    expect(english('Skills\nMonitoring: Prometheus, Graphite, Grafana')).toContain('Graphite');
    expect(english('Skills\nOrchestration: Kubernetes, Nomad, Consul')).toContain('Nomad');
    expect(english('Skills\nVirtualisation: KVM, Xen, VMware')).toContain('Xen');
    expect(english('Skills\nLLM APIs: OpenAI, Cohere, Anthropic')).toContain('Cohere');
    expect(english('Skills\nUnix: Solaris, AIX, HP-UX')).toContain('Solaris');
    expect(english('Administered Oracle Solaris 11 servers')).toContain('Solaris');
    expect(english('Skills\nCapacity Planning, Kubernetes, Terraform')).toContain('Capacity Planning');
    expect(english('Android UI with Material Design 3')).toContain('Material Design');
    expect(english('Built iOS screens with Auto Layout and SwiftUI')).toContain('Auto Layout');
    expect(english('Traced frame drops with Perfetto and Systrace')).toContain('Perfetto');
    expect(english('Built the app with The Composable Architecture in SwiftUI')).toContain(
      'The Composable Architecture',
    );
  });
  it('tags the list-only names in prose beside their own field', () => {
    expect(english('Migrated 40 VMs from Xen to KVM')).toContain('Xen');
    expect(english('Cohere embeddings power the RAG search')).toContain('Cohere');
    expect(english('Graphite dashboards tracked latency')).toContain('Graphite');
    expect(english('Nomad scheduled our Docker jobs')).toContain('Nomad');
    expect(english('Maintained Solaris servers for the bank')).toContain('Solaris');
  });
});

describe('review 2: audio processing has its own skill, as a concept word', () => {
  it('tags Audio Processing in both languages in a skills list and keeps DSP beside it', () => {
    expect(english('Skills\nAudio processing, DSP, 音频处理')).toEqual(
      expect.arrayContaining(['Audio Processing', 'Signal Processing']),
    );
    expect(english('技能\n音频处理、Python、FFmpeg')).toContain('Audio Processing');
    expect(english('负责音频处理算法开发')).not.toContain('Audio Processing');
    expect(english('Built audio processing pipelines for podcasts.')).not.toContain('Speech Processing');
  });
});
