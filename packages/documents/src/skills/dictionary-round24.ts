/**
 * The twenty-fourth round (issue 23): widely used tools and fields the twentieth blind set named and the dictionary
 * lacked, chosen by hand by their projects' own names (no external list copied or consulted). Format and markers as
 * in `dictionary.ts`. Donut (the OCR-free document model) and Lustre (the parallel file system) are also ordinary
 * words, so they count with exact case; SoX is written so, apart from SOX (Sarbanes-Oxley).
 */
export const SKILL_TABLE_ROUND24 = `
# Document AI and OCR
Document AI | 文档智能 | intelligent document processing
Layout Analysis | 版面分析 | document layout analysis, layout detection, 版面检测, 版面解析
Table Recognition | 表格识别 | table structure recognition, 表格结构识别
Handwriting Recognition | 手写识别 | handwritten text recognition, handwriting OCR, 手写体识别, 手写文字识别
Tesseract | | Tesseract OCR, pytesseract
LayoutLM | | LayoutLMv2, LayoutLMv3, LayoutXLM
=Donut | | Donut OCR
TrOCR | |
Pix2Struct | |

# Arabic NLP
CAMeL Tools | | camel-tools, =CAMeL
AraBERT | |

# Audio
librosa | |
=SoX | | Sound eXchange

# Compute clusters and storage
Kueue | |
=Lustre | | Lustre file system, Lustre filesystem

# Recommendation and classic models
TorchRec | |
Logistic Regression | 逻辑回归 | logistic regression models

# Data platforms and governance
Oozie | | Apache Oozie
Data Lineage | 数据血缘 | data lineage tracking, 数据血缘分析, 血缘分析

# Frontend
styled-components | |

# Embedded
Cross-compilation | 交叉编译 | cross-compiling, cross compiling, cross-compiled, cross-compiler, cross compiler, 交叉编译工具链
`;
