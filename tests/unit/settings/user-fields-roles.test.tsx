// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role, UserForm } from '@/contract/api/user';
import { UserFields, userFormOf } from '@/features/settings-users/user-fields';
import { initI18n } from '@/lib/i18n';

/*
 * A new user's dialog opened before the role list arrived kept an empty role, and Save said
 * 'Please choose a role' (seen in a loaded browser run): the role takes its default when the list
 * comes, unless the user chose one.
 */

const ROLES: Role[] = [
  { id: '1', roleName: 'administrator' },
  { id: '2', roleName: 'operator' },
];

function Dialog({ roles, user }: { roles: Role[]; user: UserForm | null }) {
  const form = useForm<UserForm>({ defaultValues: user ?? userFormOf(null, []) });
  return <UserFields form={form} roles={roles} />;
}

const roleSelect = () => screen.getByRole<HTMLSelectElement>('combobox');

beforeAll(() => {
  initI18n('en');
});
afterEach(cleanup);

describe("the user dialog's role", () => {
  it('takes the default when the roles arrive after the dialog opened', () => {
    const view = render(<Dialog roles={[]} user={null} />);
    expect(roleSelect().value).toBe('');
    view.rerender(<Dialog roles={ROLES} user={null} />);
    expect(roleSelect().value).toBe('2');
  });

  it("keeps an existing user's role", () => {
    const user = { ...userFormOf(null, ROLES), account: 'li', roleId: '1' };
    const view = render(<Dialog roles={[]} user={user} />);
    view.rerender(<Dialog roles={ROLES} user={user} />);
    expect(roleSelect().value).toBe('1');
  });
});
