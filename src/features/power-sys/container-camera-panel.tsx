import { useQuery } from '@tanstack/react-query';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { containersKeys, getContainerCamera } from '@/api/containers';
import { Button } from '@/components/button';
import { type CameraPlayer, type CameraState, startCameraStream } from './camera-stream';

const box = 'rounded-md border border-line bg-surface-2 p-2 text-sm';

/** True once `ref`'s element is (at least partly) on screen; false again when it leaves. */
function useOnScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setVisible(entry.isIntersecting));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref]);
  return visible;
}

/**
 * The container's camera (spec §1 video): the address set with the container, played only while
 * the panel is on screen, its snapshot shown first; says which player carries it, and shows "no
 * camera", "stream unreachable" (after 15 s without a frame at the latest) or "cannot play" plainly.
 */
export function ContainerCameraPanel({
  site,
  containerNo,
  focus = false,
}: {
  site: string;
  containerNo: number;
  /** Opened from an alarm ("open camera"): brought into view. */
  focus?: boolean;
}) {
  const { t } = useTranslation('devices');
  const sectionRef = useRef<HTMLElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const onScreen = useOnScreen(sectionRef);
  const [attempt, setAttempt] = useState(0);
  // What the player reported, for the run it belongs to (a new address or a retry starts another).
  const [playback, setPlayback] = useState<{ run: string; state: CameraState; player?: CameraPlayer }>({
    run: '',
    state: 'waiting',
  });
  const camera = useQuery({
    queryKey: containersKeys.camera(site, containerNo),
    queryFn: () => getContainerCamera(site, containerNo),
  });
  const url = camera.data?.streamUrl ?? '';

  useEffect(() => {
    if (focus) sectionRef.current?.scrollIntoView({ block: 'center' });
  }, [focus]);
  const run = url && onScreen ? `${url}|${attempt}` : '';
  useEffect(() => {
    const video = videoRef.current;
    if (!video || !run) return;
    return startCameraStream(video, url, (state, player) =>
      setPlayback((p) => ({ run, state, player: player ?? (p.run === run ? p.player : undefined) })),
    );
  }, [url, run]);

  const current = playback.run === run && run !== '';
  const state: CameraState = !run ? 'waiting' : current ? playback.state : 'connecting';
  const player = current ? playback.player : undefined;
  const failed = state === 'unreachable' || state === 'unsupported' || camera.isError;
  const note = camera.isPending
    ? t('containers.camera.connecting')
    : camera.isError
      ? t('containers.camera.unreachable')
      : !url
        ? null
        : t(`containers.camera.${state}`);
  return (
    <section
      ref={sectionRef}
      aria-label={t('containers.camera.title')}
      data-testid="container-camera"
      data-state={camera.isPending ? 'loading' : camera.isError ? 'unreachable' : !url ? 'none' : state}
      data-player={player ?? ''}
      className={`${box} mt-2 max-w-xl`}
    >
      <header className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <h3 className="font-medium">{t('containers.camera.title')}</h3>
        {url && player ? (
          <span data-testid="camera-player" className="rounded border border-line px-1.5 text-xs text-muted">
            {t(`containers.camera.${player}`)}
          </span>
        ) : null}
        {note ? (
          <span role="status" className={`ml-auto text-xs ${failed ? 'text-danger' : 'text-muted'}`}>
            {note}
          </span>
        ) : null}
      </header>
      {url || camera.isPending || camera.isError ? (
        <div className="relative aspect-video w-full overflow-hidden rounded bg-black">
          <video
            ref={videoRef}
            className="h-full w-full object-contain"
            poster={camera.data?.snapshotUrl || undefined}
            muted
            loop
            playsInline
            aria-label={t('containers.camera.title')}
          />
          {failed ? (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/70 text-white">
              <span>{note}</span>
              {state === 'unreachable' || camera.isError ? (
                <Button
                  onClick={() => {
                    if (camera.isError) void camera.refetch();
                    setAttempt((n) => n + 1);
                  }}
                >
                  {t('containers.camera.retry')}
                </Button>
              ) : null}
            </div>
          ) : null}
        </div>
      ) : (
        <div data-testid="camera-none" className="py-3 text-muted">
          <p className="text-fg">{t('containers.camera.none')}</p>
          <p className="text-xs">{t('containers.camera.noneHint')}</p>
        </div>
      )}
      {url ? (
        <p className="mt-1 truncate text-xs text-muted" title={url}>
          {t('containers.camera.address')}: {url}
        </p>
      ) : null}
    </section>
  );
}
