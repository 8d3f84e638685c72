/**
 * Skills added in issue 23's fifth round, in the format of `dictionary.ts` (`English | Chinese | other names`,
 * markers `=` exact case, `~` list context only, `^` concept word).
 *
 * Source: the same public lists as `dictionary-tags.ts` and `dictionary-products.ts` — the technologies Stack
 * Overflow's Developer Survey asks about and Stack Overflow's most used tags (survey data under the Open Database
 * License; only names are taken) — for whole families the dictionary lacked rather than single products: Linux
 * systems and performance work (eBPF, bpftrace, perf, io_uring, seccomp, cgroups, Valgrind, Firecracker), fuzzing
 * and formal methods (AFL++, libFuzzer, TLA+, Coq), C++ test frameworks (GoogleTest, Catch2), Android Jetpack
 * and its test tools (Coroutines, Room, Hilt, Espresso), iOS dependency managers (CocoaPods, Carthage),
 * frontend data libraries (React Query, Apollo, Zustand, tRPC), infrastructure and CI (Terragrunt, Bitrise,
 * Buildkite), long-term metrics (Thanos), distributed training (FSDP, DeepSpeed is in the
 * main table), vector search in PostgreSQL (pgvector), probabilistic programming (PyMC), payments (Stripe). And
 * two non-engineering families a recruiter tags the same way: product management (Product Discovery,
 * Roadmapping, OKR, Stakeholder Management, PRD) and accounting (Accounting, Financial Reporting, Tax Filing).
 * Chinese names and synonyms are ours. Names that are also ordinary words (perf, Room, Espresso, Apollo, Coq,
 * Carthage) are exact case and count only in a list. Confluence, a synonym of Jira before, is its own skill
 * (a recruiter tags the product named); ARM Cortex-M and Azure Machine Learning became names of ARM and
 * Microsoft Azure instead (the outside labellers disagree on splitting them).
 */
export const SKILL_TABLE_FAMILIES = `
# Cloud, DevOps and operations
eBPF | | =BPF, =XDP
bpftrace | |
~=perf | | perf_events, perf record
io_uring | |
seccomp | | seccomp-bpf
cgroups | | cgroup, cgroups v2
Valgrind | |
Firecracker | | Firecracker microVMs, Firecracker microVM
Terragrunt | |
Bitrise | |
Buildkite | |
Thanos | |

# Cybersecurity
Fuzzing | 模糊测试 | fuzz testing, fuzzers, fuzzer, fuzz tests
AFL++ | | =AFL, American Fuzzy Lop, AFLplusplus
libFuzzer | |
Ghidra | |

# Software engineering
TLA+ | | TLA Plus, =PlusCal
~=Coq | | Coq proof assistant
GoogleTest | | =gtest, Google Test, googletest, =GTest
Catch2 | |
=Confluence | |

# Web, backend and mobile frameworks
React Query | | TanStack Query, =react-query
~=Apollo | | Apollo Client, Apollo GraphQL, Apollo Server, Apollo Federation, Apollo iOS, Apollo Kotlin
Zustand | |
tRPC | |
Kotlin Coroutines | Kotlin协程 | =Coroutines, Kotlin Flow, Kotlin coroutine
~=Room | | Room database, Android Room, Room persistence library
=Hilt | | Dagger Hilt, =Dagger, Dagger 2
OkHttp | |
WorkManager | |
~=Espresso | | Espresso tests, Espresso UI tests
CocoaPods | | =Cocoapods
~=Carthage | |
Stripe | | Stripe API, Stripe Connect, Stripe Billing

# Data engineering and databases
pgvector | |

# Machine learning and AI
FSDP | | Fully Sharded Data Parallel, PyTorch FSDP
PyMC | | PyMC3, =pymc

# Business and collaboration
Product Discovery | 产品探索 | product discovery, discovery interviews
Roadmapping | 产品路线图 | product roadmap, product roadmaps, roadmapping, roadmap planning, 路线图规划
=OKR | | =OKRs, Objectives and Key Results
Stakeholder Management | 干系人管理 | stakeholder management, managing stakeholders, 利益相关方管理
=PRD | 产品需求文档 | =PRDs, product requirements document, product requirement documents, product requirements
^Accounting | 会计核算 | ^accounting, ^会计, bookkeeping, 账务处理, ^记账
Financial Reporting | 财务报表 | financial reporting, financial statements, 财务报告, 编制报表
^Tax Filing | 纳税申报 | ^tax filing, ^tax returns, ^tax return, 报税, 税务申报, 纳税申报表
`;
