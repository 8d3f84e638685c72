/**
 * The thirty-second round (issue 23): tools and a field of work the twenty-eighth blind set named and the dictionary
 * lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and markers as
 * in `dictionary.ts`. "Umi" and "Cloud Storage" count with exact case only ("umi" is a common word in Japanese,
 * "cloud storage" any provider's). The tools have no Chinese name in use. Google Cloud Dataflow, Fraud Detection and
 * LLM-as-a-Judge were tried and left out: other sets name them in prose their labellers did not list as skills.
 */
export const SKILL_TABLE_ROUND32 = `
# Cloud
Google Cloud Storage | | =Cloud Storage

# LLM evaluation
Argilla | |

# Frontend
UmiJS | | =Umi, Umi.js

# Finance
Credit Risk Modeling | 信用风险建模 | credit risk modelling, credit risk models
`;
