import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { dashboardQuery } from '../dashboard/schemas.ts';
import { formatMessageRef, readMessageRef } from '../messages/refs.ts';
import {
  adminFlagBody,
  changePasswordBody,
  checkEmailBody,
  forgotPasswordBody,
  loginBody,
  profileUpdateBody,
  registerBody,
  resetPasswordBody,
} from './schemas.ts';

const firstMessage = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  const message = result.success ? undefined : result.error.issues[0]?.message;
  // As an English reader sees it.
  return message === undefined ? null : formatMessageRef('en', message);
};

const email = 'ana@example.com';
const valid = {
  login: { email, password: 'secret1' },
  register: { email, username: 'ana_li', password: 'secret1', code: '123456', firstName: 'Ana', lastName: 'Li' },
  reset: { email, token: '123456', password: 'secret1' },
  change: { currentPassword: 'secret1', newPassword: 'secret2' },
  profile: { firstName: 'Ana', lastName: 'Li', bio: 'LLM engineer' },
};

describe('account rules', () => {
  it('words each rule with its own message, also when the field is missing', () => {
    for (const bad of ['not-an-email', '', undefined, 42]) {
      expect(firstMessage(loginBody, { ...valid.login, email: bad })).toBe('Invalid email address');
    }
    for (const bad of ['12345', undefined]) {
      expect(firstMessage(loginBody, { ...valid.login, password: bad })).toBe('Password must be at least 6 characters');
      expect(firstMessage(registerBody, { ...valid.register, password: bad })).toBe(
        'Password must be at least 6 characters',
      );
    }
    for (const bad of ['ab', undefined]) {
      expect(firstMessage(registerBody, { ...valid.register, username: bad })).toBe(
        'Username must be at least 3 characters',
      );
    }
    expect(firstMessage(registerBody, { ...valid.register, firstName: undefined, lastName: undefined })).toBeNull();
    for (const bad of ['', ' ', undefined]) {
      expect(firstMessage(resetPasswordBody, { ...valid.reset, token: bad })).toBe('Reset token is required');
      expect(firstMessage(profileUpdateBody, { ...valid.profile, firstName: bad })).toBe('First name is required');
      expect(firstMessage(profileUpdateBody, { ...valid.profile, lastName: bad })).toBe('Last name is required');
    }
    expect(firstMessage(resetPasswordBody, { ...valid.reset, password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
    expect(firstMessage(changePasswordBody, { ...valid.change, newPassword: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(firstMessage(changePasswordBody, { ...valid.change, currentPassword: '' })).toBe(
      'Current password is required',
    );
    expect(firstMessage(forgotPasswordBody, { email: 'nope' })).toBe('Invalid email address');
    expect(firstMessage(adminFlagBody, { isAdmin: 'yes' })).toBe('isAdmin must be true or false');
  });

  it('has a Chinese text for every message a wrongly filled account form or dashboard query can get', () => {
    const values = [undefined, null, 7, '', ' ', 'a', 'ab', '12345', 'not-an-email', 'bad name!', 'x'.repeat(6000)];
    const cases: [z.ZodType, Record<string, unknown>][] = [
      [loginBody, valid.login],
      [checkEmailBody, { email }],
      [registerBody, valid.register],
      [forgotPasswordBody, { email }],
      [resetPasswordBody, valid.reset],
      [changePasswordBody, valid.change],
      [profileUpdateBody, { ...valid.profile, github: '', portfolio: '', position: '', tagsEnglish: '' }],
      [adminFlagBody, { isAdmin: true }],
      [dashboardQuery, { days: '30' }],
    ];
    const messages = new Set<string>();
    for (const [schema, body] of cases) {
      expect(schema.safeParse(body).success).toBe(true);
      for (const field of [...Object.keys(body), 'personalSite', 'tagsChinese']) {
        for (const value of values) {
          const result = schema.safeParse({ ...body, [field]: value });
          for (const issue of result.error?.issues ?? []) messages.add(issue.message);
        }
      }
    }
    expect(messages.size).toBeGreaterThan(15);
    expect([...messages].filter((m) => !readMessageRef(m))).toEqual([]);
  });
});
