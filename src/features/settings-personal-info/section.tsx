import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { getUserDetail, userKeys } from '@/api/user';
import { PageHeader } from '@/components/page-header';
import { QueryState } from '@/components/states';
import { useSession } from '@/stores/session';
import { PasswordForm } from './password-form';
import { ProfileEditor } from './profile-form';

/** Personal info: one's own profile and avatar, and changing one's own password. */
export function Section() {
  const { t } = useTranslation('sysusers');
  const userId = useSession((s) => s.userInfo?.user_id) ?? '';
  const detail = useQuery({
    queryKey: userKeys.detail(userId),
    queryFn: () => getUserDetail(userId),
    enabled: userId !== '',
  });
  return (
    <div>
      <PageHeader title={t('personal.title')} />
      <div className="flex flex-wrap items-start gap-4">
        <QueryState query={detail}>{(user) => <ProfileEditor user={user} />}</QueryState>
        <PasswordForm />
      </div>
    </div>
  );
}
