import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { bundles, namespaces } from './bundles';
import { DEFAULT_LANGUAGE, htmlLang, type Language } from './languages';

export const i18n = i18next.createInstance();

/**
 * Synchronous set-up with the boot namespaces; call once before the first render. Called again
 * (unit files sharing a worker's modules), it switches to `language`: the answer is always i18n
 * in that language.
 */
export function initI18n(language: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      lng: language,
      fallbackLng: false,
      supportedLngs: ['zh', 'en'],
      ns: namespaces,
      defaultNS: 'common',
      resources: bundles,
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
  } else if (i18n.language !== language) {
    // (the resources are bundled: the switch completes before this returns)
    void i18n.changeLanguage(language);
  }
  applyDocumentLanguage(language);
  applyDocumentTitle();
  return i18n;
}

export function applyDocumentLanguage(language: Language): void {
  const root = typeof document !== 'undefined' ? document.documentElement : undefined;
  if (root) root.lang = htmlLang(language);
}

export async function changeLanguage(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
  applyDocumentTitle();
}

/** The tab title follows the language. */
export function applyDocumentTitle(): void {
  if (typeof document !== 'undefined' && i18n.isInitialized) document.title = i18n.t('auth:login.title');
}

let rest: Promise<void> | null = null;

/**
 * Every other namespace, both languages (one lazy chunk; issue 34 keeps it off the login page).
 * The signed-in pages' lazy routes await it before they render; later calls reuse the first.
 */
export function loadAllNamespaces(): Promise<void> {
  rest ??= import('./rest-bundles').then(({ restBundles }) => {
    for (const [lng, byNs] of Object.entries(restBundles))
      for (const [ns, bundle] of Object.entries(byNs)) i18n.addResourceBundle(lng, ns, bundle, true, true);
  });
  return rest;
}

/** Translation outside React (API errors, toasts). */
export const translate = i18n.t.bind(i18n);
