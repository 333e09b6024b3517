/** Every message the server core produces, in both languages (spec §8 English word for word). */
const MESSAGES = {
  success: { en: 'Operation successful', zh: '操作成功' },
  badCredentials: { en: 'Wrong user name or password', zh: '用户名或密码错误' },
  locked: { en: 'Too many failed logins, try again in 30 minutes', zh: '登录失败次数过多，请30分钟后再试' },
  usernameRequired: { en: 'User name is required', zh: '用户名不能为空' },
  passwordRequired: { en: 'Password is required', zh: '密码不能为空' },
  unsupportedGrant: { en: 'Unsupported grant type', zh: '不支持的授权类型' },
  badClient: { en: 'Client authentication failed', zh: '客户端认证失败' },
  loginAgain: { en: 'Please Login Again!', zh: '请重新登录！' },
  badRefresh: { en: 'The session has expired. Please Login Again!', zh: '会话已过期，请重新登录！' },
  unlockWrong: { en: 'The unlock password is incorrect. Please re-enter it', zh: '解锁密码错误，请重新输入' },
  noPermission: { en: 'No permission', zh: '无权限' },
  notFound: { en: 'Not found', zh: '资源不存在' },
  methodNotAllowed: { en: 'Method not allowed', zh: '不支持的请求方法' },
  internalError: { en: 'Internal server error', zh: '服务器内部错误' },
  badJson: { en: 'The request body is not valid JSON', zh: '请求体不是有效的 JSON' },
  bodyTooLarge: { en: 'The request body is too large', zh: '请求体过大' },
  badGateway: { en: 'Bad Gateway', zh: '网关错误' },
  injectedFailure: { en: 'Injected failure', zh: '注入的故障' },
  userExists: { en: 'The user name already exists', zh: '用户名已存在' },
  userNameInvalid: {
    en: 'The user name may only contain letters, digits, _ . - (at most 32)',
    zh: '用户名只能包含字母、数字、_ . -（最多32个字符）',
  },
  realNameTooLong: { en: 'The real name may have at most 32 characters', zh: '姓名最多32个字符' },
  roleRequired: { en: 'Please choose a role', zh: '请选择角色' },
  phoneInvalid: { en: 'Invalid phone number', zh: '手机号码格式不正确' },
  emailInvalid: { en: 'Invalid email address', zh: '邮箱格式不正确' },
  avatarInvalid: {
    en: 'Uploaded pictures can only be in png format!',
    zh: '上传图片只能是 png 格式！',
  },
  avatarTooLarge: { en: 'The picture must not exceed 2 MB', zh: '图片大小不能超过 2MB' },
  pictureNotPng: {
    en: 'Uploaded pictures can only be in png format!',
    zh: '上传图片只能是 png 格式！',
  },
  pictureTooLarge: { en: 'The picture must not exceed 2 MB', zh: '图片大小不能超过 2MB' },
  pictureSize: {
    en: 'The picture does not have the required size',
    zh: '图片尺寸不符合要求',
  },
  infoUpdateFailed: { en: 'Failed to modify information', zh: '修改信息失败' },
  pageFlagInvalid: { en: 'Main page flags must be 0, 1 or 2', zh: '主页标志只能是 0、1 或 2' },
  passwordNotMd5: { en: 'The password must be an md5 hex string', zh: '密码必须是 md5 十六进制字符串' },
  userIdRequired: { en: 'The user id is required', zh: '用户ID不能为空' },
  userNotFound: { en: 'The user does not exist', zh: '用户不存在' },
  lastAdmin: { en: 'The last administrator cannot be removed', zh: '不能删除或降级最后一个管理员' },
  deleteSelf: { en: 'You cannot delete yourself', zh: '不能删除自己' },
  oldPasswordWrong: { en: 'The old password is incorrect', zh: '原密码不正确' },
  newPasswordRequired: { en: 'The new password is required', zh: '新密码不能为空' },
  passwordsDiffer: { en: 'The two new passwords do not match', zh: '两次输入的新密码不一致' },
  siteUnknown: { en: 'Unknown site', zh: '未知站点' },
  stationNameRequired: { en: 'The station name is required', zh: '电站名称不能为空' },
  siteNameSlash: { en: 'The site name must not contain /', zh: '站点名称不能包含 /' },
  textTooLong: {
    en: 'A text field is too long (at most 100 characters)',
    zh: '文本字段过长（最多100个字符）',
  },
  dateInvalid: { en: 'The date must be YYYY-MM-DD', zh: '日期格式必须为 YYYY-MM-DD' },
  timeZoneInvalid: { en: 'Unknown time zone', zh: '未知的时区' },
  pictureInvalid: { en: 'Pictures must be png or jpeg data URLs', zh: '图片必须是 png 或 jpeg 格式' },
  configKeyUnknown: { en: 'Unknown configuration key', zh: '未知的配置项' },
  configValueInvalid: { en: 'Invalid configuration value', zh: '配置值无效' },
  subsystemUnknown: { en: 'The subsystem does not exist', zh: '子系统不存在' },
  subsystemInvalid: { en: 'Invalid subsystem fields', zh: '子系统字段无效' },
  timeInvalid: { en: 'Time choose error!', zh: '时间选择错误！' },
  trafficInvalid: { en: 'Invalid traffic report', zh: '流量报告无效' },
} as const satisfies Record<string, { en: string; zh: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'zh' | 'en';

export function msg(lang: Lang, key: MessageKey): string {
  return MESSAGES[key][lang];
}

/** Accept-Language zh-CN / en-US; Chinese unless English is asked for first. */
export function langOf(acceptLanguage: string | undefined): Lang {
  return acceptLanguage?.trim().toLowerCase().startsWith('en') ? 'en' : 'zh';
}

const BY_TEXT = new Map<string, MessageKey>(
  Object.entries(MESSAGES).flatMap(([key, m]) => [
    [m.en, key as MessageKey],
    [m.zh, key as MessageKey],
  ]),
);

/**
 * A stored message (the operation log keeps the text in the language of the request that wrote
 * it) in `lang`, when it is one of the catalogue's; other text as it is.
 */
export function translateMessage(text: string, lang: Lang): string {
  const key = BY_TEXT.get(text);
  return key ? MESSAGES[key][lang] : text;
}
