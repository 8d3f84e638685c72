/**
 * The seventeenth round (issue 23): fields the thirteenth blind set ("senior and unusual careers") showed the
 * dictionary hardly knew — quant and trading systems, database internals, compilers, graphics and game engines,
 * robot learning and control — each filled with the well-known tools and methods a recruiter in that field lists,
 * chosen by hand by the projects' and vendors' own names and the fields' textbook terms, with the Chinese names in
 * common use (no external list copied or consulted). Format and markers as in `dictionary.ts`. Ordinary words
 * (Metal, Arrow, Pulsar, Calcite, Polly) are exact case and count only in a list; the one-letter q only in a list.
 */
export const SKILL_TABLE_ROUND17 = `
# Quant and trading systems
kdb+ | | =kdb, =KDB+
~=q | | q language
QuantLib | |
FIX Protocol | FIX 协议 | FIX protocol, FIX engine, QuickFIX, =FIX/FAST, ~=FIX, FIX协议
^Backtesting | ^回测 | 回测框架, 回测系统, 策略回测, 回测平台
^Low Latency | ^低延迟 | low-latency trading, ultra-low latency, ultra-low-latency, 低延迟交易, 超低延迟
Numba | |
Cython | |
Apache Arrow | | ~=Arrow, PyArrow
PyO3 | |
maturin | |
Options Pricing | 期权定价 | option pricing

# Database internals
Database Internals | 数据库内核 | database internals, 数据库内核开发
B-Tree | B树 | B-trees, B tree, B-tree index
=HNSW | |
Jepsen | |
Apache Calcite | | ~=Calcite
Apache Pulsar | | ~=Pulsar
Change Data Capture | 变更数据捕获 | =CDC, change-data-capture
Stream Processing | 流处理 | stream processing, 流式处理, 流计算, 实时流处理
DuckDB | |

# Compilers and runtimes
SPIR-V | |
~=Polly | | LLVM Polly

# Graphics and game engines
~=Metal | | Metal API, Apple Metal
Ray Tracing | 光线追踪 | ray tracer, path tracing, 路径追踪
~=Houdini | | SideFX Houdini

# Robot learning and control
Isaac Gym | | NVIDIA Isaac Gym
Imitation Learning | 模仿学习 | behavior cloning, behaviour cloning, 行为克隆
Diffusion Policy | |
Sim-to-Real | 仿真到真机迁移 | sim2real, sim-to-real transfer
=iLQR | |
~=SAC | | Soft Actor-Critic

# Generative models and media
ControlNet | |
FFmpeg | |
`;
