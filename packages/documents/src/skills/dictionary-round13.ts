/**
 * The thirteenth round (issue 23): fields the README named as recall gaps — medical imaging, motion planning and
 * control, game tooling, and product vocabulary — filled with their well-known methods and tools, by the projects'
 * and vendors' own names and the terms of the fields' textbooks (no external list copied), with the Chinese names in
 * common use. Format and markers as in `dictionary.ts`. Acronyms that are also other things (ITK, LQR, OMPL) are
 * exact case; Blueprints, an ordinary word, is exact case and counts only in a list. The same round gave existing
 * skills the field's synonyms where they live: Image Segmentation (CT/MRI/organ/tumour segmentation, 器官分割,
 * 病灶分割), Object Detection (lesion and nodule detection, 病灶检测), Game Development (gameplay programming),
 * Product Management (product manager, 产品经理: the labellers tag a product manager's trade) and PRD (product
 * requirements). Tried and left out, each for a false hit on an earlier set with no gain elsewhere or a gain
 * matched by one: Data Engineering ("data engineer" in three earlier sets' prose, untagged), Predictive Maintenance
 * ("for predictive maintenance" as a purpose), Visual Studio and Visual Studio Code, "game developer".
 */
export const SKILL_TABLE_ROUND13 = `
# Medical imaging
Medical Imaging | 医学影像 | medical image analysis, medical images, medical image computing, 医学图像, 医学图像分析, 医学影像分析, 医疗影像
Radiomics | 影像组学 |
Image Registration | 图像配准 | medical image registration, 医学图像配准
=ITK | | Insight Toolkit
3D Slicer | |

# Motion planning and control
PID Control | PID控制 | PID controller, PID controllers, PID control loops, PID控制器, PID调参
=LQR | | linear quadratic regulator
Trajectory Optimization | 轨迹优化 | trajectory optimisation
=OMPL | | Open Motion Planning Library
Behavior Planning | 行为规划 | behaviour planning, 决策规划

# Game tooling
Unreal Insights | |
~=Blueprints | | Unreal Blueprints, Blueprint visual scripting
Level Design | 关卡设计 | level designer

# LLM inference and recommendation
Speculative Decoding | 投机解码 | speculative sampling, 推测解码
Generative Recommendation | 生成式推荐 | generative recommender, generative recommenders
`;
