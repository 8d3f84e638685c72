/**
 * The thirtieth round (issue 23): tools the twenty-sixth blind set named and the dictionary lacked, chosen by hand by
 * their projects' own names (no external list copied or consulted). Format and markers as in `dictionary.ts`. None
 * has a Chinese name in use: Chinese resumes write them in Latin letters. Acronyms that might spell other things
 * (DPDK, DLRM) count with exact case.
 */
export const SKILL_TABLE_ROUND30 = `
# Computer vision data
Roboflow | |

# Networking
=DPDK | | Data Plane Development Kit

# Speech
KenLM | |

# Recommendation
=DLRM | |
`;
