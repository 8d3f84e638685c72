import { describe, expect, it } from 'vitest';
import { findPhone } from './contacts.ts';
import { readEducation } from './education.ts';
import { extractResumeFields } from './extract-resume-fields.ts';
import { asBirthday } from './personal-birth-gender.ts';
import { asName } from './personal-name-rules.ts';
import { matchPosition } from './positions.ts';

describe('extractResumeFields', () => {
  it('reads a labelled Chinese resume', () => {
    const fields = extractResumeFields(
      [
        '个人简历',
        '姓名：张伟    性别：男    出生年月：1995年6月',
        '手机：+86 138-1234-5678    邮箱：zhangwei@163.com',
        '求职意向：计算机视觉算法工程师',
        '教育背景',
        '2017.09-2020.06  清华大学  电子工程系  硕士',
        '2013.09-2017.06  武汉大学  通信工程  本科',
        '专业技能',
        '熟悉 OpenCV、PyTorch，掌握目标检测与图像分割。',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      name: '张伟',
      gender: 'Male',
      birthday: '1995-06',
      phone: '+86 138 1234 5678',
      email: 'zhangwei@163.com',
      degree: 'Master',
      university: '清华大学',
      master: '清华大学',
      bachelor: '武汉大学',
      phd: '',
      position: 'Computer Vision Engineer',
      role: 'Computer Vision',
      tagsInEng: 'Computer Vision, OpenCV, PyTorch, Object Detection, Image Segmentation',
      tagsInChinese: '计算机视觉, OpenCV, PyTorch, 目标检测, 图像分割',
    });
  });

  it('reads an unlabelled English resume', () => {
    const fields = extractResumeFields(
      [
        'JANE DOE',
        'Senior Compiler Engineer',
        'Austin, TX · jane.doe@gmail.com · +1 (512) 555-0100 · github.com/janedoe · janedoe.dev',
        'Experience',
        'Compiler Engineer, Acme Chips\t2019 – Present',
        'Education',
        'Ph.D. in Computer Science, University of Texas at Austin, 2019',
        'B.S. in Computer Engineering, Rice University, 2013',
      ].join('\n'),
    );
    expect(fields).toMatchObject({
      name: 'Jane Doe',
      email: 'jane.doe@gmail.com',
      phone: '+1 (512) 555-0100',
      github: 'https://github.com/janedoe',
      personalSite: 'https://janedoe.dev',
      degree: 'PhD',
      phd: 'University of Texas at Austin',
      bachelor: 'Rice University',
      university: 'University of Texas at Austin',
      position: 'Senior Compiler Engineer',
      role: 'Compiler',
    });
  });

  it('reads label cells followed by value cells (Word tables)', () => {
    const fields = extractResumeFields(
      ['姓名', '李娜', '性别', '女', '出生日期', '1998年3月12日', '学历', '本科'].join('\n'),
    );
    expect(fields).toMatchObject({ name: '李娜', gender: 'Female', birthday: '1998-03-12', degree: 'Bachelor' });
  });

  it('leaves fields empty rather than guessing', () => {
    const fields = extractResumeFields('Some notes about a project.\nNothing personal here.');
    expect(fields).toMatchObject({ name: '', email: '', phone: '', degree: '', position: '', github: '' });
  });
});

describe('field readers', () => {
  it('finds phone numbers in the usual forms', () => {
    expect(findPhone('电话：13812345678')).toBe('+86 138 1234 5678');
    expect(findPhone('Tel (+86) 139 1234 5678')).toBe('+86 139 1234 5678');
    expect(findPhone('0086-186-0123-4567')).toBe('+86 186 0123 4567');
    expect(findPhone('+44 7700 900123')).toBe('+44 7700 900123');
    expect(findPhone('Phone: (415) 555-0134')).toBe('(415) 555-0134');
    expect(findPhone('2019.09 - 2022.06 浙江大学')).toBe('');
  });

  it('reads birthdays written in many ways', () => {
    expect(asBirthday('1995.06')).toBe('1995-06');
    expect(asBirthday('1995年6月12日')).toBe('1995-06-12');
    expect(asBirthday('1996-08-15')).toBe('1996-08-15');
    expect(asBirthday('June 12, 1995')).toBe('1995-06-12');
    expect(asBirthday('12 Jun 1995')).toBe('1995-06-12');
    expect(asBirthday('2030-01')).toBe('');
  });

  it('recognises names and rejects headings', () => {
    expect(asName('王思远')).toBe('王思远');
    expect(asName('欧阳娜娜')).toBe('欧阳娜娜');
    expect(asName('王思远的个人简历')).toBe('王思远');
    expect(asName('Dr. Aisha Okafor')).toBe('Aisha Okafor');
    expect(asName('EMILY ZHANG')).toBe('Emily Zhang');
    expect(asName('个人简历')).toBe('');
    expect(asName('教育背景')).toBe('');
    expect(asName('Senior Software Engineer')).toBe('');
  });

  it('pairs degrees with institutions written before or after them', () => {
    expect(readEducation(['Ph.D., Computer Science', 'Stanford University', 'B.S., Math', 'MIT'])).toMatchObject({
      degree: 'PhD',
      phd: 'Stanford University',
      bachelor: 'MIT',
    });
    expect(readEducation(['北京大学 信息科学技术学院 博士研究生'])).toMatchObject({
      degree: 'PhD',
      phd: '北京大学',
      master: '',
    });
  });

  it('maps job titles onto the position options', () => {
    expect(matchPosition('大模型算法工程师')?.en).toBe('LLM Engineer');
    expect(matchPosition('Field Application Engineer')?.en).toBe('Hardware FAE');
    expect(matchPosition('数据标注员')?.en).toBe('Data Labeler');
    expect(matchPosition('Senior Product Designer (UX/UI)')?.role).toBe('UX Designer');
    expect(matchPosition('Python 爬虫工程师')?.role).toBe('Crawler');
    expect(matchPosition('Account Manager')).toBeUndefined();
  });
});
