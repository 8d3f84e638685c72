/**
 * The 56 民族 of China as a resume's details line writes them ("女 ｜ 蒙古族 ｜ 1995年11月", 民族：汉族). Many open
 * with a surname character (蒙, 白, 苗, 满, 黎, 回…) and have a given name's length,
 * so without this list an ethnicity is read as the candidate's name (twenty-fourth round). In simplified
 * characters; looked up after the text is read in simplified characters.
 */
const GROUPS =
  '汉 蒙古 回 藏 维吾尔 苗 彝 壮 布依 朝鲜 满 侗 瑶 白 土家 哈尼 哈萨克 傣 黎 傈僳 佤 畲 高山 拉祜 水 东乡 纳西 景颇 ' +
  '柯尔克孜 土 达斡尔 仫佬 羌 布朗 撒拉 毛南 仡佬 锡伯 阿昌 普米 塔吉克 怒 乌孜别克 俄罗斯 鄂温克 德昂 保安 裕固 京 ' +
  '塔塔尔 独龙 鄂伦春 赫哲 门巴 珞巴 基诺';

const ETHNIC_GROUPS: ReadonlySet<string> = new Set(GROUPS.split(' ').map((group) => `${group}族`));

/** "蒙古族", "汉族": one of China's ethnic groups (in simplified characters), never a person's name. */
export const isEthnicGroup = (simplified: string): boolean => ETHNIC_GROUPS.has(simplified);
