import { ext, spec, type CallRow } from './row';

/** Authentication, configuration, subsystems, site info and users. */
export const SYSTEM_CALLS: CallRow[] = [
  spec('POST', 'blade-auth/oauth/token', '§7 Authentication'),
  spec('POST', 'blade-auth/oauth/unlock', '§7 Authentication'),

  spec('GET', 'config/system/detail', '§7 Configuration'),
  spec('POST', 'config/system/save', '§7 Configuration'),
  spec('GET', 'config/version', '§7 Configuration'),
  spec('GET', 'config/getList', '§7 Configuration'),
  spec('POST', 'config/update', '§7 Configuration'),
  spec('POST', 'config/update/systemActivationDate', '§7 Configuration'),
  spec('GET', 'config/restartOpenapi', '§7 Configuration'),
  spec('GET', 'config/getDiskSpace', '§7 Configuration'),
  spec('GET', 'config/system/disk/alarm/info', '§7 Configuration'),
  spec('POST', 'config/system/disk/alarm/save', '§7 Configuration'),
  spec('GET', 'config/getAllEmmsVersion', '§7 Configuration'),
  spec('GET', 'subsystem/list', '§7 Configuration'),
  spec('POST', 'subsystem/update', '§7 Configuration'),
  ext(
    'GET',
    'config/branding',
    'spec-call:config/system/detail',
    'logos and titles before login; logged in, the site info (config/system/detail) carries them',
  ),
  ext('GET', 'station/moreInfo/get', 'hide', 'station more-info (spec §7 Data names it, not its path)'),
  ext('POST', 'station/moreInfo/set', 'hide', 'station more-info (spec §7 Data names it, not its path)'),

  spec('GET', 'user/list', '§7 Users'),
  spec('GET', 'user/role/list', '§7 Users'),
  spec('GET', 'user/detail', '§7 Users'),
  spec('POST', 'user/add', '§7 Users'),
  spec('POST', 'user/edit', '§7 Users'),
  spec('POST', 'user/delete', '§7 Users'),
  spec('POST', 'user/resetPassword', '§7 Users'),
  spec('POST', 'user/updatePassword', '§7 Users'),
  ext(
    'POST',
    'user/updateInfo',
    'hide',
    'own profile (real name, phone, avatar) without administrator rights',
  ),

  ext(
    'POST',
    'traffic/report',
    'without',
    'traffic report (spec §7 Data: its method and path are not shown); the answer is not read',
  ),
];
