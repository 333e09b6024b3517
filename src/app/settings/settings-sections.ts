import { featureSections, type SectionEntry } from '../page-registry';

export type SettingsSection = SectionEntry;

/** The settings navigation order; sections not named here follow alphabetically. */
const ORDER = [
  'personal-info',
  'users',
  'site-info',
  'logos',
  'basic-config',
  'subsystems',
  'global-alarm',
  'about',
];

const rank = (id: string) => {
  const i = ORDER.indexOf(id);
  return i < 0 ? ORDER.length : i;
};

/** Every section comes from `src/features/settings-*` (personal info first). */
export const settingsSections: SettingsSection[] = [...featureSections].sort(
  (a, b) => rank(a.id) - rank(b.id) || a.id.localeCompare(b.id),
);

export const settingsSectionIds = settingsSections.map((s) => s.id);
