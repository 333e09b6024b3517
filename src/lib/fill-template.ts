/**
 * Fills `{name}` placeholders of a template resolved once from i18n (`t('key', { n: '{n}' })`):
 * for text that live data re-renders every second, where a t() call per item and frame costs
 * more than the rest of the render.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => String(values[k] ?? ''));
}
