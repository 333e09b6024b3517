import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '@/stores/session';
import { mainPageFlags } from './guard';

export function NotFoundPage() {
  const { t } = useTranslation('shell');
  const loggedIn = useSession((s) => Boolean(s.accessToken));
  const detail = mainPageFlags(useSession((s) => s.userInfo));
  const home =
    detail.defaultMainPage === 1 ? '/index' : detail.customMainPage === 1 ? '/guestPage' : '/login';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-bg p-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-xl font-semibold text-fg">{t('notFound.title')}</h1>
      <p className="max-w-md text-sm text-muted">{t('notFound.body')}</p>
      <Link
        href={loggedIn && home !== '/login' ? home : '/login'}
        className="mt-2 text-primary hover:underline"
      >
        {loggedIn && home !== '/login' ? t('notFound.home') : t('notFound.login')}
      </Link>
    </main>
  );
}
