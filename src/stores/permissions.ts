import { mayCall } from '@/contract/permissions';
import { useSession } from './session';

/**
 * True when the logged-in user may make the call (the role table in src/contract/permissions.ts).
 * Pages hide or disable what it refuses and say why (`common:permission.adminOnly`).
 */
export function useMayCall(method: 'GET' | 'POST', path: string): boolean {
  const role = useSession((s) => s.userInfo?.role_name);
  return mayCall(role, method, path);
}

/** True when the logged-in user is an administrator. */
export function useIsAdmin(): boolean {
  return useSession((s) => s.userInfo?.role_name === 'administrator');
}
