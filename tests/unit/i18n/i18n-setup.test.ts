import { describe, expect, it } from 'vitest';
import { bundlesFromModules } from '@/lib/i18n/bundles';
import { acceptLanguage, htmlLang, isLanguage } from '@/lib/i18n/languages';
import { changeLanguage, i18n, initI18n } from '@/lib/i18n';

describe('i18n setup', () => {
  it('finds namespaces from locales/<lng>/<ns>.json', () => {
    const bundles = bundlesFromModules({
      '../../../locales/zh/auth.json': { a: '甲' },
      '../../../locales/en/auth.json': { a: 'A' },
      '../../../locales/en/power-sys.json': { b: 'B' },
    });
    expect(bundles).toEqual({ zh: { auth: { a: '甲' } }, en: { auth: { a: 'A' }, 'power-sys': { b: 'B' } } });
  });

  it('defaults to zh and switches to en', async () => {
    initI18n();
    expect(i18n.language).toBe('zh');
    expect(i18n.t('auth:login.submit')).toBe('登录');
    await changeLanguage('en');
    expect(i18n.t('errors:userNameRequired')).toBe('User name is required');
  });

  it('maps languages to Accept-Language and <html lang>', () => {
    expect(acceptLanguage('zh')).toBe('zh-CN');
    expect(acceptLanguage('en')).toBe('en-US');
    expect(htmlLang('zh')).toBe('zh-CN');
    expect(htmlLang('en')).toBe('en');
    expect(isLanguage('fr')).toBe(false);
  });
});
