/**
 * The twenty-third round (issue 23): widely used tools and models the nineteenth blind set named and the dictionary
 * lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and markers as
 * in `dictionary.ts`. DGL and VAE are written in capitals (`=`); Sentry is also a word (a guard), so it counts with
 * exact case; DiT only in capitals as the model's own short name.
 */
export const SKILL_TABLE_ROUND23 = `
# On-device and graph ML
ExecuTorch | | PyTorch ExecuTorch
=DGL | | Deep Graph Library
NetworkX | |

# Generative models
Diffusion Transformer | | =DiT, diffusion transformers
=VAE | 变分自编码器 | variational autoencoder, variational autoencoders, variational auto-encoder, =VAEs

# Apple frameworks
Core Animation | | CoreAnimation
AVFoundation | |
CloudKit | |

# Error monitoring
=Sentry | |
`;
