/*
 * The container pictures (spec §9: 720×320 and 180×160) at the size they are shown, used by the
 * storage page's container view and by the settings preview alike.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containerKeys, getContainerPictures } from '@/api/container';
import { Button } from './button';
import { Dialog } from './dialog';

/** The 180×160 thumbnail at its own size. */
export function ContainerThumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={180}
      height={160}
      data-testid="container-thumbnail"
      className="block h-[160px] w-[180px] rounded object-cover"
    />
  );
}

/** The 720×320 picture at its own size (narrower screens scale it down, keeping its shape). */
export function ContainerPictureLarge({ src, alt }: { src: string; alt: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={720}
      height={320}
      data-testid="container-picture"
      className="block aspect-[9/4] h-auto w-[720px] max-w-full rounded object-cover"
    />
  );
}

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
