/** Which spec §5 message each empty login field shows (keys of the errors namespace). */
export interface LoginErrors {
  username?: 'userNameRequired';
  password?: 'passwordRequired';
}

export function validateLogin(input: { username: string; password: string }): LoginErrors {
  const errors: LoginErrors = {};
  if (!input.username.trim()) errors.username = 'userNameRequired';
  if (!input.password) errors.password = 'passwordRequired';
  return errors;
}

export type PasswordChangeError =
  'oldPasswordRequired' | 'newPasswordRequired' | 'repeatRequired' | 'mismatch';

/** The new password must be entered, and entered again identically (spec §5). */
export function validatePasswordChange(input: {
  oldPassword: string;
  newPassword: string;
  repeat: string;
}): Partial<Record<'oldPassword' | 'newPassword' | 'repeat', PasswordChangeError>> {
  const errors: Partial<Record<'oldPassword' | 'newPassword' | 'repeat', PasswordChangeError>> = {};
  if (!input.oldPassword) errors.oldPassword = 'oldPasswordRequired';
  if (!input.newPassword) errors.newPassword = 'newPasswordRequired';
  if (!input.repeat) errors.repeat = 'repeatRequired';
  else if (input.newPassword && input.repeat !== input.newPassword) errors.repeat = 'mismatch';
  return errors;
}
