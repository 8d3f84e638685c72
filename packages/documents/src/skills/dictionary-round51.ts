/**
 * The fifty-first round (issue 23): well-known names the forty-first to forty-fourth blind sets named and the
 * dictionary lacked, chosen by hand by their projects' own names (no external list copied or consulted) — many of
 * them the older stacks of long careers (safety-critical embedded, Unix, mainframe) and China's domestic (信创)
 * stack. Format and markers as in `dictionary.ts`. Names that are ordinary words or other things elsewhere (AIX,
 * JCL, Xen, Nomad, Graphite, Hydra, Cohere, BGP, INCEpTION) match in exact case only; a bare 8051 (a
 * number) only in a list or beside a language cue. Since issue 23's second review: Xen, Nomad, Graphite, Cohere
 * and a bare Solaris (a name, a nomad, an anode, a company, a bus maker) only in a list or beside a cue; Material
 * Design, Auto Layout, (The) Composable Architecture and Perfetto (`material design` of pavements, a PCB's `auto
 * layout`, `a composable architecture`, `Inglese perfetto`) in exact case (`Material design` too, since the fourth
 * review); Capacity Planning, like its Chinese name, a concept word (a skills section or a list only). Since the
 * review of round 55, Dameng (a given name: `Dameng Wang`) only in a list or beside a database word.
 */
export const SKILL_TABLE_ROUND51 = `
# Safety-critical and older embedded
ClearCase | | IBM ClearCase, Rational ClearCase
~8051 | | 8051 MCU, 8051 microcontroller, 8051 单片机, 8051单片机
MSP430 | | TI MSP430
VxWorks | |
PowerPC | |
DO-178B | | DO-178C, DO-178, DO178B, DO178C
LDRA | | LDRA Testbed, ~=Testbed
EN 50128 | | EN50128
J1939 | | SAE J1939
ARINC 429 | | ARINC429
MIL-STD-1553 | | MIL-STD-1553B, 1553B
GJB 5000A | | GJB5000A, GJB 5000B
NMEA 2000 | | NMEA2000
Vector DaVinci | | DaVinci Configurator, DaVinci Developer, Vector DaVinci Configurator

# Unix, mainframe and operations
~=Solaris | | Oracle Solaris, Sun Solaris, Solaris 10, Solaris 11
=AIX | | IBM AIX
=JCL | |
CFEngine | |
~=Xen | | Xen hypervisor, Xen Project
~=Nomad | | HashiCorp Nomad
~=Graphite | | Graphite monitoring
Oracle RAC | | Oracle Real Application Clusters
=BGP | |
^Capacity Planning | ^容量规划 | ^capacity planning

# China's domestic stack
Kylin OS | 麒麟操作系统 | 麒麟OS, 银河麒麟, 中标麒麟, Kylin V10
DM Database | 达梦数据库 | 达梦, DM8, ~=Dameng, Dameng DM8
TongWeb | | 东方通中间件
EasyUI | | jQuery EasyUI

# Machine learning tools and models
=Hydra | | Hydra config
VTK | |
=INCEpTION | |
RT-DETR | |
InternVL | |
Factorization Machines | | factorization machine
LightFM | |
DoubleML | 双重机器学习 | Double Machine Learning, double ML, debiased machine learning
Semantic Kernel | |
Xinference | |
~=Cohere | | Cohere API
Intel RealSense | | RealSense
Model Risk Management | | model risk management

# Web, mobile and automation
AWS Amplify | | Amplify Gen 2
Vercel AI SDK | |
AntV | |
CSS Modules | |
=Material Design | | Material Design 3, Material You, =Material design
=Auto Layout | | AutoLayout
WidgetKit | |
=The Composable Architecture | | =Composable Architecture
Google Play Console | | Play Console
Systrace | |
=Perfetto | |
UiPath | |
`;
