import { confirm } from '@/components/confirm-dialog';
import { translate } from '@/lib/i18n';
import { notify } from '@/lib/notify';
import { clearStoreExcept, STORAGE_KEYS } from '@/lib/storage';
import { useSession } from '@/stores/session';

/** Logout with confirmation (spec §2 "Logout confirmation"); the guard then shows /login. */
export async function logoutWithConfirm(): Promise<void> {
  if (!(await confirm(translate('shell:header.logoutConfirm'), { title: translate('shell:header.logout') })))
    return;
  useSession.getState().clear();
}

/** What survives cache clearing: the session and the user's display choices. */
export const KEPT_ON_CLEAR = [
  STORAGE_KEYS.accessToken,
  STORAGE_KEYS.refreshToken,
  STORAGE_KEYS.tokenExpiresAt,
  STORAGE_KEYS.userInfo,
  STORAGE_KEYS.language,
  STORAGE_KEYS.theme,
  STORAGE_KEYS.homePage,
  STORAGE_KEYS.lowPower,
  STORAGE_KEYS.lock,
];

/** Clears cached menus, site and subsystem data and the query cache, then reloads them. */
export async function clearCacheWithConfirm(onCleared: () => void): Promise<void> {
  if (
    !(await confirm(translate('shell:header.clearCacheConfirm'), {
      title: translate('shell:header.clearCache'),
    }))
  )
    return;
  clearStoreExcept(KEPT_ON_CLEAR);
  onCleared();
  notify.success(translate('shell:header.cacheCleared'));
}
