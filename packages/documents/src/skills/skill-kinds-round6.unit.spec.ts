import { describe, expect, it } from 'vitest';
import { extractSkills } from './extract-skills.ts';

const tags = (text: string) => extractSkills(text).tagsEnglish.split(', ').filter(Boolean);

// Issue 23, sixth round: kinds of failure the fourth blind hold-out showed, each pinned with a text of our own.
describe('whole families the dictionary lacked', () => {
  it('application-security tools and practices', () => {
    const found = tags(
      'Security: Semgrep, Snyk, Trivy, OWASP ZAP, sqlmap; SAST and DAST in CI; threat modelling; OIDC',
    );
    for (const skill of ['Semgrep', 'Snyk', 'Trivy', 'OWASP ZAP', 'sqlmap', 'SAST', 'DAST', 'Threat Modeling']) {
      expect(found, skill).toContain(skill);
    }
    expect(found).toContain('OpenID Connect');
    expect(tags('负责红队评估与代码审计，编写 Suricata 规则，接入 SIEM，熟悉 Cobalt Strike')).toEqual(
      expect.arrayContaining(['Red Team', 'Code Audit', 'Suricata', 'SIEM', 'Cobalt Strike']),
    );
  });

  it('AWS services are names of AWS, as most labellers tag them; a label "Amazon EKS" reads as AWS', () => {
    expect(tags('Ran batch jobs on EMR and Glue, models on SageMaker, services on EKS with RDS')).toEqual(['AWS']);
    expect(tags('Platform: GKE')).toEqual(['Google Cloud']);
  });

  it('frontend, Android and SRE tooling', () => {
    expect(tags('Tooling: pnpm monorepo, Web Workers, ProseMirror, WAI-ARIA')).toEqual(
      expect.arrayContaining(['pnpm', 'Monorepo', 'Web Workers', 'ProseMirror', 'ARIA']),
    );
    expect(tags('Android Jetpack、LeakCanary、ARouter、JNI')).toEqual([
      'Android Jetpack',
      'LeakCanary',
      'ARouter',
      'JNI',
    ]);
    expect(tags('Defined SLOs and ran chaos engineering game days; Argo Rollouts for canaries')).toEqual(
      expect.arrayContaining(['SLO', 'Chaos Engineering', 'Argo Rollouts']),
    );
  });

  it("a recruiter's and a product manager's skills", () => {
    expect(
      tags('Skills\nBoolean search • LinkedIn Recruiter • Greenhouse • Structured interviewing • Sourcing'),
    ).toEqual(['Boolean Search', 'LinkedIn Recruiter', 'Greenhouse', 'Structured Interviewing', 'Sourcing']);
    expect(tags('负责技术招聘与雇主品牌建设，使用 Moka 管理招聘漏斗分析，背景调查')).toEqual(
      expect.arrayContaining([
        'Recruiting',
        'Employer Branding',
        'Moka',
        'Recruitment Funnel Analysis',
        'Background Check',
      ]),
    );
    expect(tags('完成竞品分析，用 Visio 画流程图，用神策数据看板')).toEqual(
      expect.arrayContaining(['Competitive Analysis', 'Visio', 'Sensors Analytics']),
    );
  });

  it('ordinary words among the new names count only in a list', () => {
    expect(tags('We met at the Greenhouse café on a workday to discuss pricing and the notion of tempo.')).toEqual([]);
    expect(tags('Tools: Notion, Productboard, Figma')).toEqual(['Notion', 'Productboard', 'Figma']);
  });
});

describe('skills of others are not the candidate’s', () => {
  it('languages named in a clause about hiring engineers are the roles filled', () => {
    const text = 'Recruited Python, Java and Go engineers for the platform team; sourced with LinkedIn Recruiter.';
    expect(tags(text)).toEqual(['LinkedIn Recruiter']);
    expect(tags('负责研发中心的技术招聘，岗位覆盖 Java、Go、C++ 后端；引入 Moka')).toEqual(['Recruiting', 'Moka']);
  });

  it('a developer hired as one, or writing code, keeps them', () => {
    expect(tags('Hired as a Python developer; built services in Go and Java.')).toEqual(['Python', 'Go', 'Java']);
    // A hiring word without whom was hired: the clause is the candidate's own.
    expect(tags('Recruiting analytics for fintech clients, automated with Python and Excel.')).toEqual([
      'Python',
      'Excel',
    ]);
  });
});

describe('a practice named beside its tool is the tool', () => {
  it('unit tests with a framework give the framework only', () => {
    expect(tags('Wrote unit tests with Vitest and end-to-end tests in Playwright.')).not.toContain('Unit Testing');
    expect(tags('编写单元测试（JUnit + Mockito），覆盖率 80%')).toEqual(['JUnit', 'Mockito']);
  });

  it('unit testing without a framework beside it still counts', () => {
    expect(tags('Responsible for unit testing and code reviews of the billing service.')).toContain('Unit Testing');
  });
});

describe('places named after a skill word', () => {
  it('a ballpark or an arena is not the skill', () => {
    expect(tags('Weekends: Giants games at Oracle Park, concerts at the Rust Arena.')).toEqual([]);
    expect(tags('Databases: Oracle, PostgreSQL')).toEqual(['Oracle', 'PostgreSQL']);
  });
});
