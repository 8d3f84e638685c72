import type { Namespaces, Translation } from '../../namespaces';

const choices: Translation<Namespaces['choices']> = {
  gender: { Male: '男', Female: '女' },
  degree: { PhD: '博士', Master: '硕士', Bachelor: '本科', Associate: '大专' },
};

export default choices;
