/**
 * The twenty-seventh round (issue 23): widely used tools and models the twenty-third blind set named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and
 * markers as in `dictionary.ts`. PTX and YARN count with exact case (`ptx` is a file suffix, `yarn` the JavaScript
 * package manager and ordinary thread); Falco is also a surname, so
 * it counts only in a list. A longer name takes its span, so torch-mlir is no longer PyTorch plus MLIR and the
 * Temporal Fusion Transformer no longer Transformer. CRF was tried and dropped: false on three tuned-on sets.
 */
export const SKILL_TABLE_ROUND27 = `
# GPU kernels and ML compilers
torch-mlir | | Torch-MLIR
=PTX | | NVIDIA PTX, PTX assembly
xFormers | |

# Speech, vision and generative models
HuBERT | |
IP-Adapter | | IPAdapter
DreamBooth | |

# Forecasting
DeepAR | |
Temporal Fusion Transformer | | Temporal Fusion Transformers

# Mobile
HealthKit | |
Ktor | |
SQLDelight | |

# Cloud security
Amazon GuardDuty | | GuardDuty, AWS GuardDuty
AWS CloudTrail | | CloudTrail, Amazon CloudTrail
~=Falco | |

# Big data
=YARN | | Apache YARN
`;
