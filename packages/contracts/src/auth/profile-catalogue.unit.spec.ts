import { describe, expect, it } from 'vitest';
import {
  emptyProfileFields,
  PROFILE_FIELDS,
  PROFILE_FORM_FIELDS,
  profileCatalogue,
  profileFieldsOf,
  profileFieldsOfRow,
  profileUpdateBody,
  profileView,
} from './profile-catalogue.ts';
import { userView } from './schemas.ts';

const fields = Object.keys(profileCatalogue);

describe('the profile catalogue', () => {
  it('is where the update body, the view, the empty profile and the pickers take their fields from', () => {
    expect(Object.keys(profileUpdateBody.shape)).toEqual(fields);
    expect(Object.keys(profileView.shape)).toEqual(fields);
    expect(fields.every((field) => field in userView.shape)).toBe(true);
    expect(emptyProfileFields()).toEqual(Object.fromEntries(fields.map((field) => [field, ''])));
    const user = { ...emptyProfileFields(), firstName: 'Ada', bio: 'Hi', passwordHash: 'never shown' };
    expect(Object.keys(profileFieldsOf(user))).toEqual(fields);
    expect(profileFieldsOf(user)).not.toHaveProperty('passwordHash');
  });

  it('keeps the order the profile ETag digests (a new order would make every open form stale once)', () => {
    expect(PROFILE_FIELDS).toEqual([
      'firstName',
      'lastName',
      'github',
      'portfolio',
      'personalSite',
      'position',
      'tagsEnglish',
      'tagsChinese',
      'bio',
    ]);
  });

  it('maps a users read model row by its columns', () => {
    const row = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      github: 'https://github.com/ada',
      portfolio: '',
      personal_site: 'https://ada.example',
      position: 'Engineer',
      tags_english: 'Go',
      tags_chinese: '数学',
      bio: 'Notes',
      password_hash: 'never shown',
    };
    expect(profileFieldsOfRow(row)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      github: 'https://github.com/ada',
      portfolio: '',
      personalSite: 'https://ada.example',
      position: 'Engineer',
      tagsEnglish: 'Go',
      tagsChinese: '数学',
      bio: 'Notes',
    });
  });

  it('puts on the Profile tab the fields with a place, in that order (portfolio and site are edited elsewhere)', () => {
    expect(PROFILE_FORM_FIELDS).toEqual([
      'firstName',
      'lastName',
      'position',
      'github',
      'tagsEnglish',
      'tagsChinese',
      'bio',
    ]);
  });

  it('keeps the update rules: names required, links http(s) only, the rest optional', () => {
    const saved = profileUpdateBody.parse({ firstName: ' Ada ', lastName: 'L' });
    expect(saved).toEqual({ ...emptyProfileFields(), firstName: 'Ada', lastName: 'L' });
    expect(profileUpdateBody.safeParse({ firstName: '', lastName: 'L' }).success).toBe(false);
    expect(profileUpdateBody.safeParse({ firstName: 'A', lastName: 'L', github: 'javascript:alert(1)' }).success).toBe(
      false,
    );
    expect(profileUpdateBody.safeParse({ firstName: 'A', lastName: 'L', bio: 'x'.repeat(5001) }).success).toBe(false);
    expect(profileUpdateBody.safeParse({ firstName: 'A', lastName: 'L', bio: 'two\nlines' }).success).toBe(true);
  });
});
