/*
 * The one list of i18n namespaces for the type checker: `t()` accepts only keys of these
 * (English) files. A new namespace needs its two JSON files and one line here.
 */
import type auth from '../../../locales/en/auth.json';
import type common from '../../../locales/en/common.json';
import type errors from '../../../locales/en/errors.json';
import type settings from '../../../locales/en/settings.json';
import type shell from '../../../locales/en/shell.json';

export interface Resources {
  auth: typeof auth;
  common: typeof common;
  errors: typeof errors;
  settings: typeof settings;
  shell: typeof shell;
}
