/**
 * Skills added for issue 23, in the same format as `dictionary.ts` (`English | Chinese | other names`, markers
 * `=` exact case and `~` list context only).
 * - Programming languages: names and aliases as GitHub Linguist's `lib/linguist/languages.yml` writes them
 *   (MIT licence, github-linguist/linguist), the languages of type `programming` that resumes commonly list;
 *   a name that is also an ordinary word or a person's name (Ada, Crystal, Elm, Scheme, Racket, Pascal, Zig)
 *   carries `~`, so it only counts in a list of skills.
 * - Frameworks, servers, databases and tools: the enterprise Java stack, web CMSs and DevOps tools that real
 *   resumes listed and the table lacked, chosen by hand.
 * Categories reuse the base table's, so role evidence (positions.ts) sees them.
 */
export const SKILL_TABLE_EXTENDED = `
# Programming languages
ActionScript | | ActionScript 3, AS3
~=Ada | | Ada language
ABAP | |
=Apex | | Salesforce Apex
COBOL | |
CoffeeScript | |
Common Lisp | | =Lisp
~=Crystal | | Crystal language
Delphi | | Object Pascal
~=Elm | | Elm language
F# | | FSharp, F Sharp
GLSL | | HLSL
Haxe | |
OCaml | |
~=Pascal | | Pascal language
PL/SQL | | PLSQL
Prolog | |
~=Racket | |
~=SAS | | SAS programming, Base SAS
~=Scheme | | Scheme language
Smalltalk | |
Stata | |
T-SQL | | Transact-SQL
Tcl | |
VBA | | Visual Basic for Applications, Excel VBA
Visual Basic | | VB.NET, VB6
~=Zig | | Zig language
=XML | | XSLT, XPath 2
=JSON | |
=YAML | |
LaTeX | |

# Web, backend and mobile frameworks
Hibernate | | Hibernate ORM
=Struts | | Apache Struts, Struts2, Struts 2
=JSP | | JavaServer Pages, Java Server Pages
=JSF | | JavaServer Faces, Java Server Faces
=Tomcat | | Apache Tomcat
JBoss | | WildFly, JBoss EAP
WebSphere | | IBM WebSphere
WebLogic | | Oracle WebLogic, BEA WebLogic
J2ME | | Java ME
~=Flex | | Adobe Flex, Apache Flex, Flex SDK
=SOAP | | SOAP web services
=SOA | | service-oriented architecture, service oriented architecture
=UML | |
Maven | | Apache Maven
Gradle | |
CodeIgniter | |
WordPress | |
=Meteor | | Meteor.js, MeteorJS
=Ionic | | Ionic Framework
Ajax | |
=Koa | | Koa.js, KoaJS
~=Hugo | | Hugo static site generator
D3.js | | =D3, D3js
Three.js | | ThreeJS
Nuxt.js | | Nuxt, NuxtJS
Symfony | |
Netty | |
Dubbo | | Apache Dubbo
ZooKeeper | | Apache ZooKeeper

# Data engineering and databases
DB2 | | IBM DB2
InfluxDB | |
MariaDB | |
DynamoDB | | Amazon DynamoDB
Firebase | | Firebase Crashlytics, Crashlytics, Firebase Cloud Messaging
Teradata | |
Redshift | | Amazon Redshift
Memcached | |

# Cloud, DevOps and operations
Istio | |
Kustomize | |
=Packer | | HashiCorp Packer
=Vagrant | |
=Rancher | |
CircleCI | | Circle CI
Travis CI | | TravisCI
OpenShift | |
Podman | |
QEMU | |
libvirt | |
Penetration Testing | 渗透测试 | pentest, pentesting, penetration tester, penetration tests

# Hardware and embedded
=MIPS | | MIPS assembly
SpinalHDL | |
`;
