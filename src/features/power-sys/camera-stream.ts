import type Hls from 'hls.js';
import { cameraTransport } from '@/contract/api/containers';

/** Where a camera panel is: not yet on screen, starting, playing, or a clear failure. */
export type CameraState = 'waiting' | 'connecting' | 'playing' | 'unreachable' | 'unsupported';

/** Which player carries the stream: hls.js (Media Source Extensions), the browser's own HLS, or a file. */
export type CameraPlayer = 'hls' | 'nativeHls' | 'file';

/** Without a first frame by then the stream counts as unreachable (never an endless spinner). */
const CAMERA_CONNECT_TIMEOUT_MS = 15_000;

/**
 * Plays `url` in `video`: an HLS playlist through hls.js where Media Source Extensions exist (the
 * browser's own HLS player otherwise, e.g. iPhone Safari), any other address as a file with the
 * native element. Reports the player first, then each state; returns the function that stops it
 * and releases the player.
 */
export function startCameraStream(
  video: HTMLVideoElement,
  url: string,
  report: (state: CameraState, player?: CameraPlayer) => void,
): () => void {
  let stopped = false;
  let hls: Hls | null = null;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    window.clearTimeout(timer);
    video.removeEventListener('playing', onPlaying);
    video.removeEventListener('error', onError);
    hls?.destroy();
    hls = null;
    video.removeAttribute('src');
    video.load();
  };
  const fail = (state: 'unreachable' | 'unsupported') => {
    if (stopped) return;
    stop();
    report(state);
  };
  const onPlaying = () => {
    if (!stopped) report('playing');
  };
  const onError = () => fail('unreachable');
  const timer = window.setTimeout(() => {
    if (video.readyState < HTMLMediaElement.HAVE_CURRENT_DATA) fail('unreachable');
  }, CAMERA_CONNECT_TIMEOUT_MS);
  video.addEventListener('playing', onPlaying);
  video.addEventListener('error', onError);
  // Muted, so the browser lets it start without a click.
  video.muted = true;
  const play = () => void video.play().catch(() => undefined);

  if (cameraTransport(url) === 'file') {
    report('connecting', 'file');
    video.src = url;
    play();
    return stop;
  }
  void import('hls.js').then(
    ({ default: HlsPlayer }) => {
      if (stopped) return;
      if (HlsPlayer.isSupported()) {
        report('connecting', 'hls');
        const player = new HlsPlayer({ maxBufferLength: 10 });
        hls = player;
        player.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (data.fatal) fail('unreachable');
        });
        player.loadSource(url);
        player.attachMedia(video);
        play();
      } else if (video.canPlayType('application/vnd.apple.mpegurl')) {
        report('connecting', 'nativeHls');
        video.src = url;
        play();
      } else fail('unsupported');
    },
    () => fail('unsupported'),
  );
  return stop;
}
