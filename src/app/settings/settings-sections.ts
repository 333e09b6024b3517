import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { featureSections } from '../page-registry';

export interface SettingsSection {
  id: string;
  component: LazyExoticComponent<ComponentType>;
  loadTitleKey: () => Promise<string>;
}

/** Personal info is built in; the other sections come from `src/features/settings-*`. */
const personalInfo: SettingsSection = {
  id: 'personal-info',
  component: lazy(async () => ({ default: (await import('./personal-info-section')).PersonalInfoSection })),
  loadTitleKey: () => Promise.resolve('settings:personal.title'),
};

export const settingsSections: SettingsSection[] = [
  personalInfo,
  ...featureSections.filter((s) => s.id !== personalInfo.id),
];

export const settingsSectionIds = settingsSections.map((s) => s.id);
