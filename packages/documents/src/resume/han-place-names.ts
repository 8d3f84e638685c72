/**
 * Places a Chinese resume writes alone in its contact block ("成都", "常州", "高雄"): many start with a surname
 * character (成, 常, 高, 武, 沈…) and have a given name's length, so without this list a city is read as the
 * candidate's name (twenty-first round). Provinces and regions, then the cities of mainland China (provincial
 * capitals and the larger prefecture-level cities), Taiwan, Hong Kong and Macau, in simplified characters; looked
 * up after the text is read in simplified characters, so 臺北 and 澳門 are found too.
 */
const PROVINCES =
  '北京 天津 上海 重庆 河北 山西 辽宁 吉林 黑龙江 江苏 浙江 安徽 福建 江西 山东 河南 湖北 湖南 广东 海南 四川 贵州 云南 ' +
  '陕西 甘肃 青海 台湾 内蒙古 广西 西藏 宁夏 新疆 香港 澳门';
const CITIES =
  '石家庄 太原 沈阳 长春 哈尔滨 南京 杭州 合肥 福州 南昌 济南 郑州 武汉 长沙 广州 海口 成都 贵阳 昆明 西安 兰州 西宁 ' +
  '呼和浩特 南宁 拉萨 银川 乌鲁木齐 深圳 大连 青岛 宁波 厦门 苏州 无锡 常州 徐州 南通 扬州 镇江 盐城 泰州 淮安 连云港 ' +
  '温州 嘉兴 湖州 绍兴 金华 台州 舟山 丽水 衢州 芜湖 蚌埠 安庆 马鞍山 泉州 漳州 莆田 赣州 九江 烟台 潍坊 威海 淄博 ' +
  '临沂 济宁 泰安 洛阳 开封 新乡 南阳 宜昌 襄阳 荆州 株洲 湘潭 衡阳 岳阳 常德 东莞 佛山 珠海 中山 惠州 汕头 江门 湛江 ' +
  '肇庆 茂名 韶关 桂林 柳州 北海 三亚 绵阳 德阳 宜宾 南充 乐山 泸州 遵义 大理 丽江 宝鸡 咸阳 延安 天水 唐山 保定 廊坊 ' +
  '邯郸 秦皇岛 张家口 承德 沧州 大同 鞍山 抚顺 锦州 丹东 吉林 包头 鄂尔多斯 喀什 台北 新北 桃园 台中 台南 高雄 新竹 ' +
  '基隆 嘉义 九龙 新界 氹仔 雄安 浦东';

export const HAN_PLACES: ReadonlySet<string> = new Set([...PROVINCES.split(' '), ...CITIES.split(' ')]);
