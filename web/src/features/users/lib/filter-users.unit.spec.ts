import type { UserView } from '@tb/contracts';
import { describe, expect, it } from 'vitest';
import { filterUsers, tagsOf } from './filter-users';

const user = (over: Partial<UserView>): UserView => ({
  id: '1',
  email: 'a@example.com',
  username: 'a',
  firstName: '',
  lastName: '',
  bio: '',
  github: '',
  portfolio: '',
  portfolioFileName: null,
  personalSite: '',
  position: '',
  tagsEnglish: '',
  tagsChinese: '',
  resumeFileName: null,
  isEmailVerified: false,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('users search', () => {
  const users = [
    user({ id: '1', firstName: 'Ana', lastName: 'Li', tagsEnglish: 'PyTorch, LLM' }),
    user({ id: '2', email: 'bo@corp.com', tagsChinese: '大模型, 微调' }),
    user({ id: '3', lastName: 'Zhang', bio: 'llm expert' }),
  ];
  const ids = (search: string) => filterUsers(users, search).map((u) => u.id);

  it('matches first name, last name, email and both tag fields, ignoring case', () => {
    expect(ids('ana')).toEqual(['1']);
    expect(ids('ZHANG')).toEqual(['3']);
    expect(ids('corp.com')).toEqual(['2']);
    expect(ids('llm')).toEqual(['1']);
    expect(ids('微调')).toEqual(['2']);
    expect(ids('  ')).toEqual(['1', '2', '3']);
  });

  it('splits tags on either comma', () => {
    expect(tagsOf('a, b，c,,')).toEqual(['a', 'b', 'c']);
  });
});
