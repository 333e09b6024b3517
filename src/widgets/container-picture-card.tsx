import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containerKeys, getContainerPictures } from '@/api/container';
import { Button } from '@/components/button';
import { ContainerPictureLarge, ContainerThumbnail } from '@/components/container-pictures';
import { Dialog } from '@/components/dialog';

/**
 * The site's container picture beside a container's panels: the thumbnail, which opens the large
 * picture. Nothing is drawn while loading, on error or when the site has no pictures (they are
 * optional decoration; the panels beside them carry the data).
 */
export function ContainerPictureCard({ site, containerNo }: { site: string; containerNo: number }) {
  const { t } = useTranslation(['pictures', 'common']);
  const [open, setOpen] = useState(false);
  const { data } = useQuery({
    queryKey: containerKeys.pictures(site),
    queryFn: () => getContainerPictures(site),
    staleTime: 60_000,
  });
  const small = data?.thumbnail || data?.picture;
  const large = data?.picture || data?.thumbnail;
  if (!small || !large) return null;
  const alt = t('alt', { n: containerNo });
  return (
    <>
      <button
        type="button"
        className="shrink-0 rounded-lg border border-line bg-surface p-1 hover:border-primary focus-visible:outline-2 focus-visible:outline-primary"
        aria-label={t('open', { n: containerNo })}
        title={t('open', { n: containerNo })}
        onClick={() => setOpen(true)}
      >
        <ContainerThumbnail src={small} alt={alt} />
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('dialogTitle', { n: containerNo })}
        width="max-w-[768px]"
        footer={<Button onClick={() => setOpen(false)}>{t('common:actions.close')}</Button>}
      >
        <ContainerPictureLarge src={large} alt={alt} />
      </Dialog>
    </>
  );
}
