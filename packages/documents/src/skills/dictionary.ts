/**
 * The curated skill dictionary: one skill per line, `English name | Chinese name | other names`.
 * - The English name is the canonical tag; the Chinese name (when the skill has one in common use) is the
 *   Chinese tag, otherwise the Chinese tag is the English name. Every name is also matched in text.
 * - Other names are synonyms, abbreviations and spellings, in either language.
 * - Name markers: `=` matches with exact case only (React, not "react to"; ML, not "ml" in "5 ml");
 *   `~` counts only inside a list of skills or beside a language cue ("R, Python", "C语言", "in Go"), because
 *   the bare word is common (R&D, Plan C, "go to", a person called Julia).
 *   `^` marks a concept word ("sensors", "负载均衡", "开源", "压测"): it counts only in a skills section or as an
 *   item of a list of skills, since in prose it is an ordinary word ("Airflow sensors", "Northfield Robotics",
 *   "代码已开源"); the explicit phrases beside it ("sensor fusion", "开源项目") count anywhere.
 * - `# Category` lines group the table; the category is kept for future filtering.
 */
export const SKILL_TABLE = `
# Programming languages
Python | | python3, Python 3
Java | | Java SE, Java EE, J2EE
JavaScript | | =JS, ECMAScript, ES6
TypeScript | |
~=C | C语言 | C language, C programming, ANSI C, Embedded C
C++ | | CPP, Modern C++, C++11, C++14, C++17, C++20
C# | | C Sharp, CSharp
~=Go | Go语言 | Golang, Go language, Go programming
Rust | | Rust language
Kotlin | |
~=Swift | | Swift language
Objective-C | | ObjC, Objective C
Scala | |
~=R | R语言 | R language, R programming, RStudio
MATLAB | |
~=Julia | | Julia language
~=Ruby | | Ruby language
PHP | |
Perl | |
Lua | |
Haskell | |
=Dart | |
=Elixir | |
Erlang | |
Clojure | |
=Groovy | |
Fortran | |
=Shell | Shell脚本 | shell scripting, shell script, Shell编程
Bash | | Bash scripting
PowerShell | |
SQL | | SQL language
Assembly Language | 汇编语言 | =Assembly, 汇编, x86 assembly, ARM assembly, x86-64 assembly, AArch64 assembly, RISC-V assembly, 汇编语言编程
Solidity | |
WebAssembly | | Wasm
HTML | | HTML5
CSS | | CSS3, Sass, SCSS, Less CSS, ~=Less, Flexbox, Flex/Grid, Flex布局, flex layout, CSS Grid

# Web, backend and mobile frameworks
=React | | React.js, ReactJS, React Hooks
React Native | |
Vue.js | | =Vue, VueJS, Vue2, Vue3, Vue 3
Angular | | AngularJS
Svelte | |
Next.js | | NextJS
Node.js | | ~=Node, NodeJS
=Express | | Express.js, ExpressJS
NestJS | | Nest.js
Django | | Django REST Framework
=Flask | |
FastAPI | |
Spring Boot | | SpringBoot
~=Spring | | Spring Framework, Spring MVC
MyBatis | | MyBatis-Plus, MybatisPlus
=.NET | | .NET Core, ASP.NET, ASP.NET MVC, ASP.NET Core, dotnet
Ruby on Rails | | ~=Rails
Laravel | |
~=Gin | | Gin framework
jQuery | |
Redux | | Redux Toolkit, =RTK Query
Webpack | |
Vite | |
Tailwind CSS | | Tailwind, TailwindCSS
=Electron | |
Flutter | |
Android | | Android development, Android开发, Android SDK
=iOS | | iOS development, iOS开发
WeChat Mini Program | 微信小程序 | 小程序, Mini Program, Mini Programs
=Qt | | PyQt, Qt5
GraphQL | |
gRPC | |
RESTful API | | RESTful, REST API, REST APIs, =REST
WebSocket | | WebSockets
Microservices | 微服务 | microservice, micro-services, microservice architecture, 微服务架构

# Machine learning and AI
Machine Learning | 机器学习 | =ML, machine-learning
Deep Learning | 深度学习 | deep-learning, deep neural networks, DNN
Artificial Neural Networks | 神经网络 | ^neural network, ^neural networks
Reinforcement Learning | 强化学习 | =RL, deep reinforcement learning, 深度强化学习
Supervised Learning | 监督学习 |
Unsupervised Learning | 无监督学习 |
Self-Supervised Learning | 自监督学习 | self-supervised
Transfer Learning | 迁移学习 |
Federated Learning | 联邦学习 |
Feature Engineering | 特征工程 |
Data Mining | 数据挖掘 |
Statistical Modeling | 统计建模 | statistical modelling
Linear Algebra | 线性代数 |
Probability Theory | 概率论 | probability, 概率统计
Optimization Methods | 最优化方法 | convex optimization, 凸优化, numerical optimization, 最优化
Signal Processing | 信号处理 | digital signal processing, ~=DSP, 数字信号处理
Statistics | 统计学 | statistical analysis, 统计分析, mathematical statistics, 数理统计
Time Series Analysis | 时间序列分析 | time series, time-series forecasting, time series forecasting, 时间序列, 时序预测
Recommender Systems | 推荐系统 | recommendation system, recommendation systems, recommender system, recommendation algorithms, 推荐算法, 推荐排序
Search Ranking | 搜索排序 | learning to rank, ranking models, 排序算法, LambdaMART
Anomaly Detection | 异常检测 |
A/B Testing | A/B测试 | AB testing, A/B test, A/B tested, AB测试, A/B实验, AB实验
Bayesian Methods | 贝叶斯方法 | Bayesian inference, Bayesian statistics, 贝叶斯
GNN | 图神经网络 | GNNs, graph neural network, graph neural networks
=CNN | 卷积神经网络 | =CNNs, convolutional neural network, convolutional neural networks
=RNN | 循环神经网络 | =RNNs, recurrent neural network, recurrent neural networks
LSTM | | long short-term memory
Transformer | | transformer architecture, transformer models
Attention Mechanism | 注意力机制 | self-attention, attention mechanisms
=GAN | 生成对抗网络 | =GANs, generative adversarial network, generative adversarial networks
Diffusion Models | 扩散模型 | diffusion model, denoising diffusion, DDPM, Diffusion模型
Stable Diffusion | | SDXL
Generative AI | 生成式AI | GenAI, generative models, 生成式人工智能, 生成模型
AIGC | | AI-generated content, AI生成内容
Multimodal Learning | 多模态 | multimodal, multi-modal, 多模态学习, vision-language models, VLM, VLMs
LLM | 大模型 | LLMs, large language model, large language models, 大语言模型, 大型语言模型, foundation models, 基础模型
RAG | 检索增强生成 | retrieval-augmented generation, retrieval augmented generation
Fine-tuning | 模型微调 | ^fine-tune, ^fine-tuned, fine tuning, finetuning, ^微调, SFT, supervised fine-tuning, 指令微调, instruction tuning
=LoRA | | QLoRA, low-rank adaptation, PEFT
RLHF | | reinforcement learning from human feedback, PPO, 人类反馈强化学习
Prompt Engineering | 提示工程 | prompt design, prompting, prompt writing, 提示词工程, Prompt工程, prompt优化, Prompt编写, 提示词编写
AI Agents | 智能体 | AI agent, LLM agent, LLM agents, agents framework, 智能体开发, Agent开发, multi-agent, 多智能体
Function Calling | 函数调用 | tool calling, ^tool use, 工具调用
Vector Databases | 向量数据库 | vector database, vector store, ^vector search, ^向量检索
^Embeddings | 向量表示 | embedding models, text embeddings, 文本向量化, word2vec, word embeddings, 词向量
Knowledge Graphs | 知识图谱 | knowledge graph
Model Evaluation | 模型评估 | model evaluation, evaluation benchmarks, LLM evaluation, 模型评测, 大模型评测
Model Compression | 模型压缩 | model compression
Quantization | 模型量化 | model quantization, weight quantization, 权重量化, INT8 quantization, INT8量化, INT4量化, 低比特量化, 量化部署, INT4 quantization, FP8量化, FP4量化, FP16量化, post-training quantization, quantization-aware training, =PTQ, =QAT, GPTQ, AWQ
Knowledge Distillation | 知识蒸馏 | model distillation, distillation, 模型蒸馏, 蒸馏
Model Pruning | 模型剪枝 | pruning, 剪枝
Inference Optimization | 推理优化 | inference acceleration, ^推理加速, inference optimisation, model inference optimization, 推理性能优化
^Model Deployment | 模型部署 | ^model serving, model deployment, deployed models, deploying models, deploy models, canary deployments, ^模型上线, ^模型服务化, ^端侧部署, ^移动端部署, 部署到移动端
Distributed Training | 分布式训练 | distributed training, data parallelism, model parallelism, 数据并行, 模型并行, 多机多卡训练
^Pretraining | ^预训练 | ^pre-training, ^pretrained models, ^continued pretraining, ^继续预训练
Mixture of Experts | 混合专家模型 | =MoE, mixture-of-experts
AutoML | | automated machine learning
Hyperparameter Tuning | 超参数调优 | hyperparameter optimization, ^调参, 超参调优
Data Labeling | 数据标注 | data annotation, data labelling, ^标注, 数据标记, 数据打标
Data Cleaning | 数据清洗 | data cleansing, ^data preprocessing, ^数据预处理
Synthetic Data | 合成数据 | synthetic data generation, 数据合成
Explainable AI | 可解释AI | =XAI, model interpretability, interpretability, 可解释性

# ML frameworks and libraries
PyTorch | | Torch, PyTorch Lightning
TensorFlow | | TensorFlow 2, TF2, TensorFlow Lite, TFLite, TensorFlow Lite Micro, TFLite Micro
Keras | |
=JAX | | Flax
scikit-learn | | sklearn, scikit learn
XGBoost | |
LightGBM | |
CatBoost | |
Pandas | |
NumPy | |
SciPy | |
Matplotlib | | Seaborn, Plotly
Jupyter | | Jupyter Notebook, JupyterLab
Hugging Face | | HuggingFace, Hugging Face Transformers, HF Transformers, =Transformers
LangChain | |
LlamaIndex | | Llama Index
LangGraph | |
vLLM | |
DeepSpeed | |
Megatron-LM | | Megatron
Ollama | |
llama.cpp | |
OpenAI API | | OpenAI SDK, GPT API, ChatGPT API
^GPT | | GPT-4, GPT-4o, GPT-3.5, ChatGPT
BERT | | RoBERTa
LLaMA | | Llama 2, Llama 3, Llama2, Llama3
Qwen | | 通义千问, Qwen2
DeepSeek | | DeepSeek-V3, DeepSeek-R1
ChatGLM | | GLM-4, ChatGLM2, ChatGLM3, ChatGLM-6B, ChatGLM3-6B
Dify | |
PaddlePaddle | 飞桨 | =Paddle, PaddleOCR
MXNet | | Apache MXNet
=Caffe | |
ONNX | | ONNX Runtime, ONNXRuntime
TensorRT | | TRT
OpenVINO | |
NCNN | | MNN, TNN, Paddle Lite
=Triton | | Triton Inference Server, NVIDIA Triton, OpenAI Triton, Triton kernels
MLflow | |
Kubeflow | | Kubeflow Pipelines, =KFP
~=Ray | | Ray Serve, Ray Tune, Ray Train
Weights & Biases | | W&B, wandb
spaCy | |
NLTK | |
Gensim | |
OpenMMLab | |

# Natural language processing
NLP | 自然语言处理 | natural language processing, natural-language processing
Text Classification | 文本分类 |
Named Entity Recognition | 命名实体识别 | =NER, entity recognition, 实体识别, 实体抽取, named-entity annotation, named entity annotation, 实体标注
Sentiment Analysis | 情感分析 |
Machine Translation | 机器翻译 | neural machine translation, NMT
Information Extraction | 信息抽取 | relation extraction, 关系抽取
^Question Answering | 问答系统 | QA systems, ^question-answering, 智能问答
Dialogue Systems | 对话系统 | ^chatbot, ^chatbots, conversational AI, 聊天机器人, ^智能客服
Text Generation | 文本生成 |
Text Summarization | 文本摘要 | summarization
Semantic Search | 语义检索 | semantic retrieval, 语义搜索
Tokenization | 分词 | Chinese word segmentation, 中文分词, tokenizer, tokenizers, SentencePiece, BPE
Speech Recognition | 语音识别 | =ASR, automatic speech recognition
Speech Synthesis | 语音合成 | =TTS, text-to-speech
Speech Processing | 语音处理 |
^Audio Processing | ^音频处理 | audio signal processing, 音频信号处理

# Computer vision and graphics
Computer Vision | 计算机视觉 | computer-vision, machine vision, 机器视觉, 工业视觉, 视觉检测, visual inspection
Image Processing | 图像处理 | digital image processing, 数字图像处理
Image Classification | 图像分类 |
Object Detection | 目标检测 | object detection, 3D object detection, 3D 目标检测, 三维目标检测, 物体检测, 物件侦测, 目标侦测, lesion detection, nodule detection, 病灶检测, 结节检测
Image Segmentation | 图像分割 | 医学影像分割, 影像分割, CT segmentation, MRI segmentation, organ segmentation, tumour segmentation, tumor segmentation, 器官分割, 肿瘤分割, 病灶分割, CT分割
Object Tracking | 目标跟踪 | multi-object tracking, =MOT, 多目标跟踪, visual tracking, 多目标追踪, 目标追踪
Face Recognition | 人脸识别 | facial recognition, face detection, 人脸检测
Pose Estimation | 姿态估计 | human pose estimation, keypoint detection, 关键点检测
OCR | 文字识别 | optical character recognition, 光学字符识别
3D Vision | 三维视觉 | 3D reconstruction, 三维重建, 3D computer vision, 3D视觉
Point Cloud Processing | 点云处理 | point cloud, point clouds, 点云
SLAM | | visual SLAM, 视觉SLAM
Multi-View Geometry | 多视图几何 | stereo vision, 双目视觉
Video Analytics | 视频分析 | video analysis, video understanding, 视频理解
Image Generation | 图像生成 | text-to-image
Image Denoising | 图像去噪 | denoising, 降噪, 多帧降噪
Super-Resolution | 超分辨率 | super resolution, 超分
HDR Imaging | HDR成像 | =HDR, HDR融合
ISP Tuning | ISP调试 | image signal processor, ISP tuning, ISP调优, ~=ISP, 画质调试
Halcon | |
NeRF | | neural radiance fields, 3D Gaussian Splatting, Gaussian Splatting
Autonomous Driving | 自动驾驶 | self-driving, autonomous vehicles, ADAS, 智能驾驶
YOLO | | YOLOv5, YOLOv8, YOLOv7, YOLOv3
ResNet | |
Vision Transformer | | ViT, Swin Transformer, vision transformers
Segment Anything | | =SAM
=CLIP | |
OpenCV | | cv2
Open3D | |
Computer Graphics | 计算机图形学 | 3D graphics, graphics programming, graphics programmer, graphics programmers, graphics engineer, 图形学, 图形程序
OpenGL | | OpenGL ES
Vulkan | |
=Unity | | Unity3D
Unreal Engine | | UE4, UE5

# Compilers and programming languages
Compilers | 编译器 | compiler, compiler development, compiler design, compiler construction, 编译原理, 编译技术, 编译器开发
LLVM | | LLVM IR, LLVM backend
MLIR | |
GCC | | GNU Compiler Collection
Clang | | Clang/LLVM
TVM | | Apache TVM
XLA | | OpenXLA
Halide | |
Deep Learning Compilers | AI编译器 | AI compiler, AI compilers, deep learning compiler, DL compiler, 深度学习编译器, 深度学习编译, AI编译
Code Generation | 代码生成 | codegen, instruction selection, 指令选择
Compiler Optimization | 编译优化 | compiler optimizations, constant folding, 常量折叠, dead code elimination, 死代码消除, loop optimization, 循环优化, optimization passes, polyhedral, 多面体优化
Static Analysis | 静态分析 | static program analysis, 静态代码分析, program analysis, 程序分析
Register Allocation | 寄存器分配 |
Instruction Scheduling | 指令调度 |
Graph Optimization | 图优化 | operator fusion, 算子融合, graph fusion, computational graph optimization, 计算图优化
Operator Development | 算子开发 | 算子优化, custom operators, custom kernels, 自定义算子, 高性能算子
JIT Compilation | 即时编译 | =JIT, just-in-time compilation
CMake | | CMakeLists
Bazel | |
Lexing & Parsing | 词法语法分析 | lexer, lexers, parser generators, 词法分析, 语法分析, ANTLR, Flex/Bison, recursive descent
Automatic Vectorization | 自动向量化 | auto-vectorization, ^vectorization, SIMD, ^向量化, AVX, NEON
Interpreters | 解释器 | interpreter, bytecode interpreter, bytecode
Type Systems | 类型系统 | type theory, type inference
Binary Translation | 二进制翻译 | binary instrumentation, 二进制插桩

# High-performance computing
CUDA | | CUDA C++, CUDA programming, CUDA编程
OpenCL | |
GPU Programming | GPU编程 | GPU kernels, GPU kernel, GPU加速, GPU acceleration, CUTLASS, cuDNN
High-Performance Computing | 高性能计算 | =HPC, high performance computing
Parallel Computing | 并行计算 | parallel programming, 并行编程
MPI | | OpenMPI, Intel MPI
OpenMP | |
NCCL | |
Performance Tuning | 性能调优 | performance optimization, performance profiling, 性能优化, ^性能分析, ^profiling
Multithreading | 多线程 | multi-threading, multithreaded, multi-threaded, 多线程编程, concurrency, concurrent programming, 并发编程

# Hardware and embedded
FPGA | | Xilinx, Vivado, Quartus, Altera
ASIC | | ASIC design, 芯片设计, chip design, IC design
Verilog | | Verilog HDL
SystemVerilog | |
VHDL | |
UVM | | UVM verification
=Chisel | |
RTL Design | RTL设计 | =RTL, register transfer level, digital design, 数字设计
Digital Verification | 数字验证 | design verification, chip verification, 芯片验证, functional verification
Static Timing Analysis | 静态时序分析 | ~=STA, timing analysis, 时序分析, PrimeTime
EDA Tools | EDA工具 | EDA tool, Synopsys, Cadence Virtuoso, Design Compiler
Physical Design | 物理设计 | place and route, place-and-route
Circuit Design | 电路设计 | circuit design, schematic design, 原理图设计
Analog Circuits | 模拟电路 | analog circuit design, analog design, 模电
Digital Circuits | 数字电路 | digital logic, 数电, digital circuit design
PCB Design | PCB设计 | =PCB, PCB layout, printed circuit board, PCB布线
Altium Designer | | Altium, Protel
Cadence Allegro | | ~=Allegro, OrCAD
Signal Integrity | 信号完整性 | =SI/PI, power integrity, 电源完整性, SI analysis
High-Speed Circuit Design | 高速电路设计 | high-speed design, high speed digital design, 高速电路
Power Electronics | 电力电子 | power supply design, 电源设计, DC-DC, power management, 电源管理
Embedded Systems | 嵌入式系统 | embedded system, embedded development, embedded software, 嵌入式, 嵌入式开发, 嵌入式软件
Microcontrollers | 单片机 | =MCU, MCUs, microcontroller, 微控制器
=ARM | | ARM Cortex, ARM Cortex-M, Cortex-M, Cortex-A, ARM architecture, ARM架构
RISC-V | | RISCV
x86 | | x86-64, x86_64
*STM32 | | STM32Cube, STM32CubeMX, STM32CubeIDE
*ESP32 | | *ESP8266, ESP-IDF
Arduino | |
Raspberry Pi | | 树莓派
RTOS | | real-time operating system, 实时操作系统, uC/OS, μC/OS
Embedded Linux | 嵌入式Linux |
Linux Kernel | Linux内核 | kernel development, kernel module, kernel modules, 内核开发
Device Drivers | 驱动开发 | driver development, device driver, 设备驱动, 驱动程序
Firmware Development | 固件开发 | firmware, 固件, BSP, BSP开发, board support package
PCIe | | PCI Express, =PCI-E
DDR | | DDR4, DDR5, LPDDR4, LPDDR5
Ethernet | 以太网 | TCP/IP stack
USB Protocol | USB协议 | USB 3.0, USB PD, USB Type-C, =USB
I2C | | I²C, IIC
=SPI | | SPI bus, SPI协议
UART | | serial communication, 串口, 串口通信
CAN Bus | CAN总线 | CAN protocol, CAN FD, ~=CAN
JTAG | | JTAG debugging
=SoC | | System on Chip, system-on-chip, SoC design
AI Chips | AI芯片 | AI accelerator, AI accelerators, AI accelerator card, AI加速卡, =NPU, =NPUs, AI加速器, neural processing unit
GPU Architecture | GPU架构 | GPU microarchitecture
Computer Architecture | 计算机体系结构 | computer architecture, 体系结构, 计算机组成原理, microarchitecture, 微架构, 微结构, 处理器微结构
Oscilloscope | 示波器 | oscilloscopes, logic analyzer, 逻辑分析仪, 频谱仪, spectrum analyzer
Hardware Debugging | 硬件调试 | ^board bring-up, ^bring-up, 板级调试, hardware troubleshooting, 硬件问题定位
Board Design | 板级设计 | board-level design, board design
^Sensors | ^传感器 | sensor integration, sensor fusion, 传感器融合
Motor Control | 电机控制 | 电机驱动, =FOC, field-oriented control, 磁场定向控制
^Robotics | 机器人开发 | robotic systems, 机器人系统, 机器人控制, robot learning, 机器人学习, 机器人运动控制
ROS | | Robot Operating System, ROS2, ROS 2
Technical Support | 技术支持 | technical support, 客户支持, application support
Customer Training | 客户培训 | customer training, technical training, 技术培训
Solution Design | 解决方案设计 | solution architecture, customer solutions, 客户方案

# Data engineering and databases
MySQL | |
PostgreSQL | | Postgres
SQLite | |
=Oracle | | Oracle Database, Oracle DB
SQL Server | | MS SQL Server, MSSQL
MongoDB | | Mongo
Redis | |
Elasticsearch | | Elastic Search, ~=ES, OpenSearch
Cassandra | |
HBase | |
Neo4j | |
ClickHouse | |
Apache Kafka | | Kafka
RabbitMQ | |
RocketMQ | |
Message Queues | 消息队列 | message queue, ~=MQ
Apache Spark | | =Spark, Spark SQL, Spark Streaming
Hadoop | | HDFS, MapReduce, Hadoop YARN
=Hive | | Apache Hive, HiveQL, Hive SQL
Apache Flink | | Flink
=Presto | | Trino
=Airflow | | Apache Airflow
Apache Beam | | Google Dataflow, Google Cloud Dataflow
dbt | | data build tool
=Snowflake | |
BigQuery | |
Databricks | | Azure Databricks
ETL | | ETL pipelines
Data Warehousing | 数据仓库 | data warehouse, 数仓, 数据仓库建设
Data Lake | 数据湖 | data lakes, lakehouse, Delta Lake
Big Data | 大数据 | big data, 大数据开发, 大数据处理
Data Analysis | ^数据分析 | data analytics, data analysis, data analyst, data analysts, 数据分析师, ad-hoc analysis, ad-hoc analyses
Data Visualization | 数据可视化 | data visualisation, visualization dashboards, 可视化
Tableau | |
Power BI | | PowerBI
=Excel | | Microsoft Excel, MS Excel, 数据透视表, pivot tables
Data Modeling | 数据建模 | data modelling, dimensional modeling, 维度建模
Database Design | 数据库设计 | schema design, 表结构设计
SQL Optimization | SQL优化 | query optimization, query optimisation, 慢查询优化, index optimization, 索引优化

# Web scraping
Web Scraping | 网络爬虫 | web crawling, web crawler, web crawlers, crawler, crawlers, scraping, spider, spiders, 爬虫, 爬虫开发, 网络数据采集, 网页数据采集, 数据抓取, data scraping, web scrapers
Scrapy | | Scrapy-Redis
Selenium | | Selenium WebDriver
Playwright | |
Puppeteer | |
BeautifulSoup | | Beautiful Soup, BS4
XPath | | CSS selectors, lxml
Regular Expressions | 正则表达式 | regex, regexes, regular expression, regexp, 正则
Anti-Scraping Bypass | 反爬 | anti-scraping, anti-bot, 反爬虫, 反反爬, anti-crawling, 反爬策略
Proxy Pools | 代理池 | proxy pool, proxy rotation, IP代理池, IP池, rotating proxies
CAPTCHA Solving | 验证码识别 | CAPTCHA recognition, CAPTCHA, captcha, 验证码破解, 滑块验证码
JavaScript Reverse Engineering | JS逆向 | JS reverse engineering, JS reverse, JavaScript deobfuscation, JS混淆, JS 逆向
App Reverse Engineering | APP逆向 | Android reverse engineering, 安卓逆向, App逆向, Frida, Xposed, app reverse engineering
Packet Capture | 抓包 | Charles, Fiddler, mitmproxy, Wireshark, 抓包分析
Distributed Crawling | 分布式爬虫 | distributed crawler, distributed crawlers, distributed scraping
Asynchronous Programming | 异步编程 | asyncio, aiohttp, async I/O, 异步IO, 协程, async/await
Appium | |

# Cloud, DevOps and operations
=AWS | | Amazon Web Services, =EC2, Amazon EC2, Elastic Compute Cloud, =EKS, Amazon EKS, Elastic Kubernetes Service, Amazon ECS, =RDS, Amazon RDS, Amazon Aurora, AWS IAM, ~=IAM, =S3, Amazon S3, AWS Lambda, ~=Lambda, =SQS, Amazon SQS, Amazon SNS, =CloudFront, Amazon CloudFront, =Kinesis, Amazon Kinesis, Amazon EMR, Elastic MapReduce, ~=EMR, AWS Glue, ~=Glue, Amazon Athena, SageMaker, Amazon SageMaker, AWS SageMaker
Microsoft Azure | | =Azure, Azure ML, Azure Machine Learning, =AKS, Azure Kubernetes Service, Azure AKS
Google Cloud | | =GCP, Google Cloud Platform, =GKE, Google Kubernetes Engine, Cloud SQL
Alibaba Cloud | 阿里云 | Aliyun
Tencent Cloud | 腾讯云 |
Huawei Cloud | 华为云 |
Huawei Ascend | 昇腾 | Ascend NPU, =Ascend, CANN, Ascend CANN, MindSpore, MindSpore Lite
Cloud Computing | ^云计算 | ^cloud computing, ^cloud-native, ^云原生, ^cloud native
Docker | | Docker Compose, containerization, 容器化
Kubernetes | | K8s, K8S, kubectl
=Helm | |
Terraform | | infrastructure as code, IaC
Ansible | |
Jenkins | |
GitLab CI | | GitLab CI/CD, GitLab
GitHub Actions | |
Argo CD | | ArgoCD, Argo Workflows, GitOps
CI/CD | | continuous integration, continuous delivery, continuous deployment, 持续集成, 持续交付, 持续部署, CICD
DevOps | | DevOps practices
MLOps | | ML Ops, LLMOps, machine learning operations
AIOps | AI运维 | AI Ops, 智能运维
Site Reliability Engineering | | =SRE, site reliability
Linux | | Linux administration, Linux系统, Linux运维, Ubuntu, CentOS, RHEL, Red Hat Enterprise Linux, Debian, Oracle Linux
Unix | |
Linux System Administration | 系统运维 | system administration, sysadmin, 运维管理, server administration, 服务器运维, 日常运维, ^运维工程师, 系统管理员, Linux服务器运维
Monitoring & Alerting | 监控告警 | monitoring and alerting, monitoring/alerting, observability, 可观测性, 系统监控, alerting
Prometheus | |
Grafana | |
ELK Stack | | =ELK, EFK, Elastic Stack
Nginx | |
Load Balancing | 负载均衡 | ^load balancer, ^load balancers, LVS
Git | | Git workflows, SVN, version control, 版本控制
Distributed Systems | 分布式系统 | distributed system, distributed computing, 分布式架构, 分布式计算
High Concurrency | 高并发 | high-concurrency, high concurrency, 高并发系统
^Networking | ^计算机网络 | ^computer networks, ^computer networking, TCP/IP, network protocols, 网络协议
Operating Systems | 操作系统 | operating systems, operating system
Cybersecurity | 网络安全 | ^=Cyber Security, network security, information security, 信息安全, cybersecurity, security engineering, security research, security researcher, hacking, 安全研究
Slurm | |
GPU Cluster Operations | GPU集群运维 | GPU cluster management, ~GPU clusters, ~GPU cluster, ^GPU集群, 集群管理, 算力平台, HPC clusters
Troubleshooting | 故障排查 | troubleshooting, 故障处理, 问题排查
Virtualization | 虚拟化 | VMware, KVM, OpenStack

# Software engineering
Data Structures and Algorithms | 数据结构与算法 | data structures, algorithms and data structures, 数据结构, algorithm design
Object-Oriented Programming | 面向对象编程 | =OOP, object-oriented, object oriented programming, 面向对象, object-oriented design, 面向对象设计
Design Patterns | 设计模式 | design pattern
System Design | 系统设计 | system architecture, 系统架构, architecture design, 架构设计, software architecture, 软件架构
Unit Testing | 单元测试 | unit tests, unit test
Test Automation | 自动化测试 | automated testing, automation testing, test automation, QA automation, UI automation, UI自动化
pytest | |
JUnit | |
=Jest | |
=Cypress | |
^Code Review | ^代码审查 | ^code reviews, ^code review, ^代码评审
=Agile | 敏捷开发 | agile development, agile methodologies, Scrum, Kanban, 敏捷
Jira | |
Technical Writing | 技术写作 | technical writer, technical writers, 技术文档工程师, technical documentation, 技术文档编写, 编写技术文档, 撰写技术文档, 技术文档撰写, documentation writing, 文档编写, application notes, app notes, 应用笔记
~Open Source | ^开源 | open-source contributions, open source contributions, open source contributor, open source projects, 开源贡献, ^开源项目, 维护开源项目, 维护多个开源项目, 开源项目维护

# Design and user experience
UX Design | 用户体验设计 | user experience design, ~=UX, user experience, 用户体验, UED, UX designer, UX设计, UX设计师
UI Design | UI设计 | user interface design, ~=UI, 界面设计, visual interface design, UI designer, UI设计师, UI/UX designer
Interaction Design | 交互设计 | =IxD, interaction designer
User Research | 用户研究 | user interviews, contextual interviews, contextual inquiry, 用户调研, 用户访谈, ^user studies, UX research
Usability Testing | 可用性测试 | usability studies, usability test, usability testing
Prototyping | 原型设计 | ~prototypes, ~prototype, interactive prototypes, clickable prototypes, 交互原型, high-fidelity prototypes, 高保真原型
Wireframing | 线框图 | wireframes, wireframe, low-fidelity, 低保真
Information Architecture | 信息架构 |
Design Systems | 设计系统 | design system, 设计规范
Visual Design | 视觉设计 | graphic design, 平面设计
Motion Design | 动效设计 | motion graphics, animation design, 动效
^Accessibility | 无障碍设计 | =WCAG, a11y, accessible design, ^无障碍
Responsive Design | 响应式设计 | responsive web design, responsive layout, 响应式开发, 响应式布局, 响应式页面
Figma | | FigJam
Miro | |
=Sketch | |
Adobe XD | |
Axure | | Axure RP
Photoshop | | Adobe Photoshop, ~=PS
Illustrator | | Adobe Illustrator
After Effects | | ~=AE, Adobe After Effects
ProtoPie | |
Framer | |
Zeplin | |
Blender | |
Cinema 4D | | =C4D
Midjourney | |
Design Thinking | 设计思维 |
Journey Mapping | 用户旅程图 | user journey, customer journey map, user journey maps, journey map, 用户旅程
Personas | ^用户画像 | user personas
Data-Driven Design | 数据驱动设计 | data-informed design

# Business and collaboration
Project Management | 项目管理 | project management, =PMP
Product Management | 产品管理 | product management, 产品规划, product manager, product managers, 产品经理
Requirements Analysis | 需求分析 | requirements gathering, requirement analysis, ^需求调研
^Cross-Functional Collaboration | ^跨部门协作 | ^cross-functional collaboration, ^cross-team collaboration, ^跨团队协作
Technical Presentations | 技术演讲 | technical presentations, technical talks, ^技术分享
Mentoring | 技术指导 | mentored, mentorship, 带教, 指导新人
^English Communication | ^英语沟通 | ^fluent English, ^business English, ^英语流利, ^英文沟通, ^English communication
`;
