import { describe, expect, it } from 'vitest';
import type { Profile } from '../../../shared/api/profile.ts';
import { PROFILE_FIELDS, profileChanges } from './profile-form.ts';

const saved: Profile = {
  account: 'lucky',
  nickname: 'Lucky',
  payeeName: 'Tran Thi Bich',
  birthday: '1990-05-17',
  nationality: 'Vietnam',
  address: '',
  occupation: '',
  incomeSource: '',
  zalo: '',
  telegram: '',
  lineId: '',
  email: 'old@example.com',
  mobile: null,
  locked: ['payeeName', 'birthday'],
  hasPaymentPassword: false,
};
const formOf = (profile: Profile) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as Record<
    (typeof PROFILE_FIELDS)[number],
    string
  >;

describe('profileChanges', () => {
  it('sends nothing for an unchanged form, locked fields included', () => {
    expect(profileChanges(saved, formOf(saved), '')).toEqual({});
  });

  it('sends changed fields trimmed, and a cleared label as empty', () => {
    expect(profileChanges(saved, { ...formOf(saved), address: '  12 Lê Lợi ', nationality: '' }, '')).toEqual(
      {
        address: '12 Lê Lợi',
        nationality: '',
      },
    );
  });

  it('adds the login password only when the email changes', () => {
    expect(profileChanges(saved, { ...formOf(saved), email: 'new@example.com' }, 'secret')).toEqual({
      email: 'new@example.com',
      password: 'secret',
    });
  });

  it('never clears the nickname by leaving it empty', () => {
    expect(profileChanges(saved, { ...formOf(saved), nickname: ' ' }, '')).toEqual({});
  });
});
