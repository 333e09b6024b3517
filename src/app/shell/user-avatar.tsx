import { Link } from 'wouter';
import { useSession } from '@/stores/session';

/** The logged-in user's avatar, cropped round (initial when none); opens personal info. */
export function UserAvatar() {
  const user = useSession((s) => s.userInfo);
  if (!user) return null;
  const name = user.nick_name || user.account;
  return (
    <Link
      href="~/index/settings/personal-info"
      title={name}
      aria-label={name}
      data-testid="header-avatar"
      className="flex h-8 w-8 shrink-0 items-center justify-center overflow-hidden rounded-full border border-line bg-surface-2 text-sm font-semibold text-fg"
    >
      {user.avatar ? (
        <img src={user.avatar} alt="" className="h-full w-full object-cover" />
      ) : (
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      )}
    </Link>
  );
}
