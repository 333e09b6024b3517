import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { PageHeader } from '@/components/page-header';
import {
  buildKioskUrl,
  DEFAULT_ROTATE_SECONDS,
  KIOSK_PAGE_CHOICES,
  MAX_ROTATE_SECONDS,
  MIN_ROTATE_SECONDS,
  type KioskOptions,
} from '@/lib/kiosk-url';
import { notify } from '@/lib/notify';
import { usePreferences } from '@/stores/preferences';

const control =
  'rounded-md border border-line bg-surface-2 px-2 py-1.5 text-sm text-fg outline-none focus:border-primary';

/** Builds the kiosk URL for a wall screen, with a live preview of what the screen will show. */
export function Section() {
  const { t } = useTranslation(['kiosk', 'shell', 'common']);
  const prefs = usePreferences();
  const [options, setOptions] = useState<KioskOptions>({
    language: prefs.language,
    theme: 'screen',
    pages: ['mainSys', 'powerSys'],
    seconds: DEFAULT_ROTATE_SECONDS,
  });
  const [preview, setPreview] = useState(false);
  const url = buildKioskUrl(window.location.origin, options);
  const toggle = (page: string) =>
    setOptions((o) => ({
      ...o,
      pages: o.pages.includes(page) ? o.pages.filter((p) => p !== page) : [...o.pages, page],
    }));
  const label = 'flex flex-col gap-1 text-xs text-muted';
  return (
    <section className="flex flex-col gap-4" aria-label={t('settings.title')}>
      {/* Without its title the section read as opened scrolled down, its start out of view. */}
      <PageHeader title={t('settings.title')} subtitle={t('settings.intro')} />
      <div className="flex flex-wrap items-end gap-4">
        <label className={label}>
          {t('settings.language')}
          <select
            className={control}
            value={options.language}
            onChange={(e) => setOptions({ ...options, language: e.target.value as 'zh' | 'en' })}
          >
            <option value="zh">{t('common:language.zh')}</option>
            <option value="en">{t('common:language.en')}</option>
          </select>
        </label>
        <label className={label}>
          {t('settings.theme')}
          <select
            className={control}
            value={options.theme}
            onChange={(e) => setOptions({ ...options, theme: e.target.value as KioskOptions['theme'] })}
          >
            {(['screen', 'dark', 'light'] as const).map((theme) => (
              <option key={theme} value={theme}>
                {t(`shell:themes.${theme}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('settings.seconds')}
          <input
            type="number"
            className={`${control} w-28`}
            min={MIN_ROTATE_SECONDS}
            max={MAX_ROTATE_SECONDS}
            value={options.seconds}
            onChange={(e) => {
              const n = Math.round(Number(e.target.value));
              if (Number.isFinite(n))
                setOptions({
                  ...options,
                  seconds: Math.min(MAX_ROTATE_SECONDS, Math.max(MIN_ROTATE_SECONDS, n)),
                });
            }}
          />
        </label>
      </div>
      <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
        <legend className="mb-1 text-xs text-muted">{t('settings.pages')}</legend>
        {KIOSK_PAGE_CHOICES.map((page) => (
          <label key={page} className="flex items-center gap-1.5 text-sm text-fg">
            <input type="checkbox" checked={options.pages.includes(page)} onChange={() => toggle(page)} />
            {t(`shell:pages.${page}`)}
            {options.pages.includes(page) ? (
              <span className="text-xs text-muted">#{options.pages.indexOf(page) + 1}</span>
            ) : null}
          </label>
        ))}
      </fieldset>
      {options.pages.length === 0 ? <p className="text-sm text-warning">{t('settings.noPages')}</p> : null}
      <div className="flex flex-col gap-1">
        <span className="text-xs text-muted">{t('settings.url')}</span>
        <div className="flex flex-wrap items-center gap-2">
          <code
            data-testid="kiosk-url"
            className="rounded bg-surface-2 px-2 py-1.5 text-sm break-all text-fg"
          >
            {url}
          </code>
          <Button
            onClick={() =>
              void navigator.clipboard?.writeText(url).then(() => notify.success(t('settings.copied')))
            }
          >
            {t('settings.copy')}
          </Button>
          <a className="text-sm text-primary hover:underline" href={url} target="_blank" rel="noreferrer">
            {t('settings.open')}
          </a>
        </div>
      </div>
      <figure className="flex flex-col gap-1">
        <figcaption className="flex items-center gap-3 text-xs text-muted">
          {t('settings.preview')}
          <Button aria-pressed={preview} onClick={() => setPreview((on) => !on)}>
            {preview ? t('settings.stopPreview') : t('settings.showPreview')}
          </Button>
        </figcaption>
        {/* A 1920×1080 wall screen at a quarter of its size; same origin, same session. It runs a
            whole second console (its own realtime connection), so only while asked for. */}
        <div className="relative h-[270px] w-[480px] overflow-hidden rounded-md border border-line">
          {preview ? (
            <iframe
              key={url}
              title={t('settings.preview')}
              src={`${url}&preview=1`}
              className="absolute top-0 left-0 h-[1080px] w-[1920px] origin-top-left scale-25 border-0"
            />
          ) : (
            <p className="flex h-full items-center justify-center p-6 text-center text-sm text-muted">
              {t('settings.previewOff')}
            </p>
          )}
        </div>
      </figure>
    </section>
  );
}
