/**
 * The fifty-seventh round: the tools the fifty-seventh to sixty-second blind sets named, their labels called core and
 * the dictionary lacked — robotics and control, chip design, embedded and automotive, machine vision, AI-chip
 * kernels, edge platforms and a few data and research tools — chosen by hand by their projects' or vendors' own
 * names (no external list copied or consulted). Left out after measuring: NXP S32K (unlabelled on sets 36 and 55),
Basler pylon and GigE Vision (unlabelled on set 28). Format and markers as in `dictionary.ts`. Mender and Flux are
 * ordinary words too, so they match in exact case only, and Flux only in a list or beside a cue (the GitOps tool,
 * not an image model's or a word's). `Ascend CANN`, the labels' own name for the CANN toolkit, is a synonym of
 * Huawei Ascend in `dictionary.ts`, as CANN already was.
 */
export const SKILL_TABLE_ROUND57 = `
# Robotics, control and simulation
acados | |
CasADi | |
Foxglove | | Foxglove Studio
CommonRoad | |
OpenSCENARIO | |
OpenDRIVE | |

# Chip design and verification
SystemC | |
Verilator | |

# Hardware and embedded
MCAL | | AUTOSAR MCAL
MCUboot | |
PREEMPT_RT | | PREEMPT-RT
IEC 61131-3 | |
=Mender | |

# Edge and cloud platforms
K3s | |
~=Flux | | FluxCD, Flux CD
EMQX | |
MinIO | |
Patroni | |

# Machine vision
Hikvision MVS SDK | 海康 MVS | MVS SDK

# AI chip kernels and quantisation
Ascend C | |
Cambricon BANG C | 寒武纪 BANG C | BANG C
SmoothQuant | |

# Visualisation, security and speech research
deck.gl | |
syzkaller | |
SRILM | |
`;
