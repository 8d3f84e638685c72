/**
 * The thirty-first round (issue 23): tools the twenty-seventh blind set named and the dictionary lacked, chosen by
 * hand by their projects' own names (no external list copied or consulted). Format and markers as in
 * `dictionary.ts`. None has a Chinese name in use: Chinese resumes write them in Latin letters. Vespa is also a
 * scooter ("restoring a Vespa"), so it counts only in a list of skills; ARIMA counts with exact case.
 */
export const SKILL_TABLE_ROUND31 = `
# NLP
MeCab | |

# Interpretability
TransformerLens | |

# Search
Lucene | | Apache Lucene
~=Vespa | | Vespa.ai

# Speech serving
CTranslate2 | |

# Forecasting
=ARIMA | | SARIMA, SARIMAX
`;
