/**
 * The tenth round (the seventh blind hold-out's misses, as kinds): well-known tools of fields an ordinary day's
 * inbox brings that the dictionary knew thinly, by their vendors' and projects' own names (no external list):
 * marketing (Semrush, Ahrefs, Hootsuite, LinkedIn and Meta ads, marketing automation, content marketing), office
 * and administration in China (DingTalk 钉钉, WeCom 企业微信, procurement 采购), QA (test case design), Vue's
 * families (Vue Router, Ant Design Vue, Vant), data platforms (Flink SQL, CDH, data governance), recommendation
 * models (DeepFM, DIN), Go (gqlgen, testify), Java (Spring Batch, Flyway, Resilience4j), LLM work (Ragas, Claude)
 * and forecasting (Prophet). Names that are also words or names (testify, Prophet, Claude, Vant, DIN, a
 * German standard) are exact case and count only in a list; workplace tools and office words written in prose
 * ("推送企业微信", "办公用品采购") are concept words, counted only in a skills section or a list.
 */
export const SKILL_TABLE_INBOX = `
# Marketing
Semrush | | SEMrush
Ahrefs | |
Hootsuite | |
LinkedIn Ads | | LinkedIn advertising, LinkedIn Campaign Manager
Meta Ads | | Facebook Ads, Facebook advertising, Meta advertising, Instagram Ads
^Marketing Automation | ^营销自动化 | marketing automation
Content Marketing | 内容营销 | content marketing

# Business and collaboration
DingTalk | ^钉钉 |
WeCom | ^企业微信 | WeChat Work
^Procurement | ^采购 |

# Testing
Test Case Design | 测试用例设计 | test case design, 用例设计

# Web, backend and mobile frameworks
Vue Router | | vue-router
Ant Design Vue | | ant-design-vue, antdv
~=Vant | | Vant UI
gqlgen | |
~=testify | |
Spring Batch | |
Flyway | |
Resilience4j | |

# Data engineering and databases
Flink SQL | | FlinkSQL
=CDH | | Cloudera CDH
^Data Governance | 数据治理 | data governance

# Machine learning and AI
DeepFM | |
~=DIN | | Deep Interest Network
Ragas | |
~=Claude | | Anthropic Claude, Claude API
~=Prophet | | Facebook Prophet
`;
