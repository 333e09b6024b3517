import type { Page } from '@playwright/test';

export type Skin = 'dark' | 'light' | 'screen';

/** The skin as the console stores a person's choice (localStorage 'IOT-theme'). */
export const storedSkin = (skin: string) =>
  JSON.stringify({ dataType: 'string', content: skin, type: 'local', datetime: 0 });

/** Opens every page of this test in `skin`, as a person who chose it before. */
export async function withSkin(page: Page, skin: Skin): Promise<void> {
  await page.addInitScript((t) => localStorage.setItem('IOT-theme', t), storedSkin(skin));
}
