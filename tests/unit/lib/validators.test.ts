import { describe, expect, it } from 'vitest';
import { validateLogin, validatePasswordChange } from '@/lib/validators/auth';

describe('login validation', () => {
  it('requires both fields', () => {
    expect(validateLogin({ username: '', password: '' })).toEqual({
      username: 'userNameRequired',
      password: 'passwordRequired',
    });
    expect(validateLogin({ username: '  ', password: 'x' })).toEqual({ username: 'userNameRequired' });
    expect(validateLogin({ username: 'admin', password: 'x' })).toEqual({});
  });
});

describe('password change validation', () => {
  it('requires the new password twice, identical', () => {
    expect(validatePasswordChange({ oldPassword: '', newPassword: '', repeat: '' })).toEqual({
      oldPassword: 'oldPasswordRequired',
      newPassword: 'newPasswordRequired',
      repeat: 'repeatRequired',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', repeat: 'c' })).toEqual({
      repeat: 'mismatch',
    });
    expect(validatePasswordChange({ oldPassword: 'a', newPassword: 'b', repeat: 'b' })).toEqual({});
  });
});
