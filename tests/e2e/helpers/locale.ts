import { expect, type Page } from '@playwright/test';
import enCommon from '../../../locales/en/common.json' with { type: 'json' };
import enShell from '../../../locales/en/shell.json' with { type: 'json' };
import zhCommon from '../../../locales/zh/common.json' with { type: 'json' };
import zhShell from '../../../locales/zh/shell.json' with { type: 'json' };

/** The console's own words, for journeys that check them as the locale files say them. */
export const COMMON = { zh: zhCommon, en: enCommon } as const;
const SHELL = { zh: zhShell, en: enShell } as const;

/** A locale template with its {{name}} placeholders filled in, as i18next renders it. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => {
    if (!(name in values)) throw new Error(`no value for {{${name}}} in "${template}"`);
    return String(values[name]);
  });
}

/**
 * Opens a settings section as a user walks there: the menu's System settings entry, then the
 * section's link in the settings list (its title as that locale names it).
 */
export async function openSettingsSection(
  page: Page,
  language: 'zh' | 'en',
  sectionTitle: string,
): Promise<void> {
  const shell = SHELL[language];
  await page
    .getByRole('navigation', { name: shell.header.menu, exact: true })
    .getByRole('link', { name: shell.pages.settings, exact: true })
    .click();
  const sections = page.getByRole('navigation', { name: shell.settings.sections, exact: true });
  await sections.getByRole('link', { name: sectionTitle, exact: true }).click();
  await expect(sections.getByRole('link', { name: sectionTitle, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
}
