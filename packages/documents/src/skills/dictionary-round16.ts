/**
 * The sixteenth round (issue 23): fields the twelfth blind set showed the dictionary hardly knew — LLM application
 * and post-training tooling, bioinformatics, computational chemistry and materials, BI and statistics — each filled
 * with the well-known tools and methods a recruiter in that field lists, chosen by hand by the projects' and vendors'
 * own product names and the fields' textbook terms, with the Chinese names in common use (no external list copied or
 * consulted). Format and markers as in `dictionary.ts`. Ordinary words and names (Seurat, BLAST, limma, Axolotl) are
 * exact case and count only in a list; acronyms that are also other things (TRL, VASP, BWA) exact case.
 */
export const SKILL_TABLE_ROUND16 = `
# LLM applications and post-training
Langfuse | |
Qdrant | |
LangSmith | |
Anthropic API | | Anthropic SDK
DSPy | |
SGLang | |
=TRL | | Hugging Face TRL
Unsloth | |
~=Axolotl | |
=verl | |
OpenRLHF | |
LLaMA-Factory | | LLaMA Factory, LlamaFactory
Promptfoo | |
JSON Schema | | JSON schemas

# Bioinformatics
Bioinformatics | 生物信息学 | 生物信息, 生信分析, 生物信息分析, computational biology, 计算生物学
Single-cell RNA-seq | 单细胞测序 | scRNA-seq, single-cell sequencing, single-cell transcriptomics, 单细胞 RNA-seq, 单细胞RNA-seq, 单细胞转录组, 单细胞RNA测序
RNA-seq | 转录组测序 | RNA sequencing, bulk RNA-seq, 转录组分析
~=Seurat | |
Scanpy | |
DESeq2 | |
=scVI | | scvi-tools
Snakemake | |
Nextflow | |
Bioconductor | |
=GATK | | Genome Analysis Toolkit
Biopython | |
SAMtools | |
~=BWA | |
~=BLAST | |
=edgeR | |
~=limma | |
Cell Ranger | | CellRanger

# Computational chemistry and materials
PyTorch Geometric | | PyG, torch_geometric, torch-geometric
=VASP | |
GROMACS | |
LAMMPS | |
Density Functional Theory | 密度泛函理论 | density functional theory calculations
Molecular Dynamics | 分子动力学 | molecular dynamics simulation, molecular dynamics simulations, 分子动力学模拟
RDKit | |
=e3nn | |

# BI and statistics
FineBI | | 帆软 FineBI
FineReport | | 帆软报表
Quick BI | | QuickBI
Redash | |
Guandata BI | 观远BI | 观远数据
Regression Analysis | 回归分析 | regression analysis, regression modelling, regression modeling
Hypothesis Testing | 假设检验 | hypothesis tests
^Clustering | 聚类分析 | cluster analysis, 聚类
pybind11 | |
`;
