/**
 * The sixty-first round: the tools the sixty-ninth to seventy-fourth blind sets named, their labels called core and
 * the dictionary lacked — speech, music and audio-plugin tools, XR and game-engine parts, video streaming, low-latency
 * trading, medical-imaging and mobile tools — chosen by hand by their projects' or vendors' own names (no external list
 * copied or consulted). Format and markers as in `dictionary.ts`. The labels' bare FIX joined FIX Protocol (round 17).
 * Short or ordinary words (Expo, Detox, Rive, Dio, ITCH, OUCH, SBE) and, since the review of round 61, the ordinary
 * phrases Stable Audio ("stable audio playback") and Audio Units ("installed audio units") match in exact case and only
 * in a list or beside a cue; a bare Control Tower needs AWS's words on its line even in a list (`sense-cues.ts`: "a
 * supply-chain Control Tower" is a logistics term).
 */
export const SKILL_TABLE_ROUND61 = `
# Speech, audio and music
MusicGen | |
EnCodec | |
Demucs | |
AudioLDM | | AudioLDM 2, AudioLDM2
~=Stable Audio | | Stable Audio Open
DiffSinger | |
so-vits-svc | | SoVITS-SVC
GPT-SoVITS | |
Bert-VITS2 | |
BigVGAN | |
Wav2Lip | |
SadTalker | |
audiomentations | |
Vosk | |
=JUCE | |
VST3 | | VST3 SDK
~=Audio Units | | AUv3
=AAX | |

# Video, XR and games
mediasoup | |
MediaCodec | |
NVENC | | NVIDIA NVENC
Stable Video Diffusion | |
OpenXR | |
WebXR | |
visionOS | |
Meta XR SDK | | Meta XR All-in-One SDK, Oculus Integration SDK
Meta Quest | | Oculus Quest
Snapdragon Spaces | |
MetaHuman | |
Audio2Face | |
Netcode for GameObjects | |
=UGUI | | Unity UGUI
=URP | | Universal Render Pipeline

# Trading and systems
OpenOnload | |
ef_vi | |
~=ITCH | | ITCH protocol
~=OUCH | |
~=SBE | | Simple Binary Encoding, SBE 协议, SBE协议

# Health, data and machine learning
XNAT | |
dcm4che | |
=UMLS | |
Opacus | |
TextCNN | |
WebDataset | |
Transformers.js | |
coremltools | |
ModelArts | | 华为云 ModelArts, Huawei ModelArts

# Cloud, web and mobile
Axon Framework | |
AWS Control Tower | | =Control Tower
kube-bench | |
~=Expo | | Expo EAS, Expo Router
~=Detox | |
~=Rive | |
Codemagic | |
~=Dio | |
Core Speech Kit | |
Core Vision Kit | |
Alipay Mini Program | 支付宝小程序 |
=TAPD | |
`;
