import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '@/stores/session';
import { mainPageFlags } from '../guard';

/**
 * Switches between the two main pages a user may have (spec §2/§6): the console (/index,
 * defaultMainPage 1) and the custom main page (/guestPage, customMainPage 1). Absent when the
 * user has only one of them. Paths are absolute: the shell routes are nested under /index.
 */
export function MainPageLink({ to, className = '' }: { to: 'index' | 'guestPage'; className?: string }) {
  const { t } = useTranslation('shell');
  const detail = mainPageFlags(useSession((s) => s.userInfo));
  const allowed = to === 'index' ? detail.defaultMainPage === 1 : detail.customMainPage === 1;
  if (!allowed) return null;
  return (
    <Link href={`~/${to}`} className={`text-sm text-primary hover:underline ${className}`}>
      {to === 'index' ? t('mainPage.console') : t('mainPage.custom')}
    </Link>
  );
}
