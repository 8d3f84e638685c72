/**
 * The forty-fifth round (issue 23): well-known names the thirty-fifth and thirty-sixth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. "Drake", an ordinary name, counts only as a list item or beside a language cue.
 * The methods at the end (Statistical Testing, Credit Scoring, Weak Supervision, Text Normalization, Fraud Detection) are
 * concept words, counted in a skills section or a list only: named in prose on 30 documents of sets 3–35, they were
 * listed optional or not at all on most (set 13 zh P −0.008, set 14 zh −0.006, set 15 zh −0.006 as plain names).
 * PointPillars, CenterPoint and CRNN were tried and left out: models named in a project's brackets, which the
 * labellers of sets 13, 15 and 31 left out or optional (set 13 en P −0.008, set 15 en −0.005).
 */
export const SKILL_TABLE_ROUND45 = `
# Recommender models and libraries
DeepCTR | |
GRU4Rec | |
LightGCN | |

# Vision toolkits
MMPose | |

# Operations
kubeadm | |
Rocky Linux | |

# Mobile platform libraries
=ViewModel | | Android ViewModel
=StateFlow | |
ExoPlayer | | Media3 ExoPlayer
StoreKit | | StoreKit 2
RxJS | |

# Data-centric machine learning, evaluation and testing
Snorkel | |
cleanlab | |
OpenCompass | |
JaCoCo | |
GeoPandas | |
~=Drake | | Drake toolbox

# Methods named as skills
^Statistical Testing | ^统计检验 | ^significance testing, ^显著性检验, ^statistical tests
^Credit Scoring | ^信用评分 | ^credit scoring, ^credit scorecards, ^评分卡, ^scorecard modeling, ^scorecard modelling, ^评分卡建模
^Weak Supervision | ^弱监督 | ^weak supervision, ^weakly supervised learning, ^弱监督学习
^Text Normalization | ^文本规范化 | ^text normalisation, ^inverse text normalization
^Fraud Detection | ^欺诈检测 | ^fraud detection, ^反欺诈
`;
