/**
 * The fifty-fifth round (issue 23): the tools the forty-ninth to fifty-sixth blind sets named and the dictionary
 * lacked — HPC and GPU libraries, embedded and robotics tools, hosted model APIs, web and analytics services —
 * chosen by hand by their projects' or vendors' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. Names that are ordinary words elsewhere match in exact case only (Lmod, Vampir,
 * ReFrame, Jinja, Xray, Flowable; `Kettle` also only in a list or beside a cue: an electric kettle). A bare
 * `Gemini` or `Kimi` is a model only mentioned; the API names say the candidate built on it. Since the review of
 * round 55, 扣子 (a button) counts only in a list or beside Coze's platform words (sense-cues.ts).
 */
export const SKILL_TABLE_ROUND55 = `
# HPC and GPU libraries
cuBLAS | | cuBLASLt
cuSPARSE | |
Kokkos | |
Spack | |
=Lmod | |
Score-P | |
=Vampir | |
PETSc | |
RCCL | |
=ReFrame | |
AmgX | |
DCGM | | NVIDIA DCGM, DCGM Exporter, dcgm-exporter
StableHLO | |

# Embedded and robotics
Kalibr | |
DroneCAN | | UAVCAN
TinyML | |

# Hosted model APIs and agent platforms
Gemini API | | Google Gemini API
Kimi API | | Moonshot API, Moonshot AI API
DeepSeek API | |
Coze | 扣子 |

# Web, mobile and analytics services
PostHog | |
Algolia | |
MediaPipe | |
Cloudflare Workers | | Cloudflare Worker
NgRx | |
Firestore | | Cloud Firestore
RevenueCat | |
=Flowable | |
LookML | |
=Jinja | | Jinja2
data.table | |
mgcv | |
~=Kettle | | Pentaho Kettle, Pentaho Data Integration
SSRS | | SQL Server Reporting Services
`;
