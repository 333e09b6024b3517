import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useActiveAlarms } from '@/api/alarm';
import { ErrorBoundary } from '@/components/error-boundary';
import { alarmContent } from '@/lib/alarm-labels';
import { chime, setAlarmSound, useAlarmSound } from '@/stores/alarm-sound';
import { usePreferences } from '@/stores/preferences';
import { bannerContent, newCriticalIds, type BannerContent } from './alarm-groups';
import { BannerGroup } from './banner-group';

/** Devices shown in the banner, one line each; the rest are counted with a link to the list. */
const DEVICES = 2;

/** L1 alarms already announced in this tab: a remount (lock screen, site switch) does not chime again. */
const announced = new Set<string>();

function useChime(content: BannerContent, soundOn: boolean) {
  useEffect(() => {
    const fresh = newCriticalIds(announced, content);
    fresh.forEach((id) => announced.add(id));
    if (fresh.length > 0 && soundOn) chime();
  }, [content, soundOn]);
}

function SoundToggle({ className }: { className: string }) {
  const { t } = useTranslation('alarm');
  const on = useAlarmSound();
  return (
    <button
      type="button"
      aria-pressed={on}
      data-testid="alarm-sound"
      title={t('banner.soundHint')}
      onClick={() => setAlarmSound(!on)}
      className={`rounded-md px-2 py-0.5 text-xs whitespace-nowrap ${className}`}
    >
      {on ? t('banner.soundOn') : t('banner.soundOff')}
    </button>
  );
}

/** The calmer line for unacknowledged L2 alarms: no colour fill, no sound. */
function WarningLine({ content }: { content: BannerContent }) {
  const { t } = useTranslation('alarm');
  const language = usePreferences((s) => s.language);
  const latest = content.warnings[0];
  return (
    <div data-testid="alarm-banner-l2" className="flex min-w-0 items-center gap-2 text-sm text-fg">
      <span className="rounded border border-warning/60 bg-warning/15 px-1.5 text-xs font-semibold text-warning">
        {t('banner.l2Count', { count: content.warnings.length })}
      </span>
      <span className="min-w-0 truncate text-muted" title={alarmContent(latest, language)}>
        {latest.deviceName} · {alarmContent(latest, language)}
      </span>
      <Link href="/alarmSys" className="whitespace-nowrap text-primary hover:underline">
        {t('banner.view')}
      </Link>
    </div>
  );
}

function Banner() {
  const { t } = useTranslation('alarm');
  const { alarms } = useActiveAlarms();
  const content = useMemo(() => bannerContent(alarms), [alarms]);
  const soundOn = useAlarmSound();
  useChime(content, soundOn);
  const { critical, warnings } = content;
  if (critical.length === 0 && warnings.length === 0) return null;
  if (critical.length === 0)
    return (
      <section
        aria-label={t('banner.regionL2')}
        className="flex items-center gap-3 border-b border-line bg-surface px-4 py-1"
      >
        <WarningLine content={content} />
        <SoundToggle className="ml-auto text-muted hover:bg-surface-2" />
      </section>
    );
  const more = critical.length - DEVICES;
  const l1Count = critical.reduce((n, g) => n + g.items.filter((a) => a.level === 1).length, 0);
  return (
    <section
      role="alert"
      aria-label={t('banner.region')}
      data-testid="alarm-banner"
      className="border-b-2 border-l-8 border-danger bg-[color-mix(in_oklab,var(--color-danger)_62%,black)] px-4 py-1.5 text-sm text-white shadow-md wall:text-base"
    >
      {/* Title | device lines | links, the device lines taking whatever width is left; below
          1536 px the links go under the title, so the lines keep room for their text. */}
      <div className="grid items-center gap-x-6 gap-y-1 lg:grid-cols-[auto_minmax(0,1fr)] 2xl:grid-cols-[auto_minmax(0,1fr)_auto]">
        <div className="flex flex-col">
          <p className="flex items-center gap-2 text-base font-bold whitespace-nowrap">
            <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5 fill-current">
              <path d="M12 2 1 21h22L12 2Zm1 15h-2v-2h2v2Zm0-4h-2V9h2v4Z" />
            </svg>
            {t('banner.title', { count: l1Count })}
          </p>
          {warnings.length > 0 ? (
            <Link href="/alarmSys" className="text-xs text-white/90 hover:underline">
              {t('banner.alsoL2', { count: warnings.length })}
            </Link>
          ) : null}
        </div>
        {/* One line per device: side by side where two fit, else one under the other. */}
        <ul className="grid min-w-0 gap-x-6 lg:row-span-2 2xl:row-span-1 gap-y-1 [grid-template-columns:repeat(auto-fit,minmax(min(100%,30rem),1fr))]">
          {critical.slice(0, DEVICES).map((g) => (
            <BannerGroup key={g.device || g.items[0].id} group={g} />
          ))}
        </ul>
        <div className="flex items-center gap-3 lg:col-start-1 2xl:col-start-auto 2xl:justify-self-end">
          <Link href="/alarmSys" className="font-semibold whitespace-nowrap underline">
            {more > 0 ? t('banner.moreDevices', { count: more }) : t('banner.viewAll')}
          </Link>
          <SoundToggle className="border border-white/50 hover:bg-white/15" />
        </div>
      </div>
    </section>
  );
}

/**
 * The alarm banner, on every page and in kiosk mode, whatever the popup setting: an unacknowledged
 * L1 alarm stays in view until someone acknowledges it; unacknowledged L2 alarms get a calmer line.
 * Fed by the same active-alarm data as the header badge and the popup (no polling of its own).
 */
export function AlarmBanner() {
  return (
    <ErrorBoundary fallback={null}>
      <Banner />
    </ErrorBoundary>
  );
}
