/*
 * Every bilingual message the server side produces (issue 32: they lived in four places), in one
 * module shared by the simulator and the console's forms. The spec's own words (spec §5/§8,
 * English word for word) are written once in SPEC_MESSAGES; the tables of each area refer to them
 * or build on them. Price messages are mirrored in locales/<lng>/price.json (`validation.*`,
 * kept equal by tests/unit/price/price-messages.test.ts).
 */

/** One message in both languages. */
export interface Bilingual {
  en: string;
  zh: string;
}

/** The spec's messages used by the server side, each written once. */
export const SPEC_MESSAGES = {
  usernameRequired: { en: 'User name is required', zh: '用户名不能为空' },
  passwordRequired: { en: 'Password is required', zh: '密码不能为空' },
  loginAgain: { en: 'Please Login Again!', zh: '请重新登录！' },
  unlockWrong: { en: 'The unlock password is incorrect. Please re-enter it', zh: '解锁密码错误，请重新输入' },
  pngOnly: { en: 'Uploaded pictures can only be in png format!', zh: '上传图片只能是 png 格式！' },
  infoUpdateFailed: { en: 'Failed to modify information', zh: '修改信息失败' },
  sameMode: { en: 'Station already controlled by the same mode!', zh: '站点已处于相同的控制模式！' },
  commandFailed: { en: 'Command send failed!', zh: '指令下发失败！' },
  power: { en: 'Please enter the correct power!', zh: '请输入正确的功率！' },
  param: { en: 'Please enter the correct parameter!', zh: '请输入正确的参数！' },
  time: { en: 'Time choose error!', zh: '时间选择错误！' },
  deviceOff: { en: 'Please make sure the device is turned on!', zh: '请确认设备已开启！' },
  fillValues: { en: 'Please fill in relevant values!', zh: '请填写相关值！' },
  improveData: { en: 'Please improve the data!', zh: '请完善数据！' },
  overlap: { en: 'Repeat with the following time range', zh: '与以下时间段重复' },
} as const satisfies Record<string, Bilingual>;

/** Auth, users, configuration, transport: the server core (simulator/http/messages.ts). */
export const CORE_MESSAGES = {
  success: { en: 'Operation successful', zh: '操作成功' },
  badCredentials: { en: 'Wrong user name or password', zh: '用户名或密码错误' },
  locked: { en: 'Too many failed logins, try again in 30 minutes', zh: '登录失败次数过多，请30分钟后再试' },
  usernameRequired: SPEC_MESSAGES.usernameRequired,
  passwordRequired: SPEC_MESSAGES.passwordRequired,
  unsupportedGrant: { en: 'Unsupported grant type', zh: '不支持的授权类型' },
  badClient: { en: 'Client authentication failed', zh: '客户端认证失败' },
  loginAgain: SPEC_MESSAGES.loginAgain,
  badRefresh: { en: 'The session has expired. Please Login Again!', zh: '会话已过期，请重新登录！' },
  unlockWrong: SPEC_MESSAGES.unlockWrong,
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
  avatarInvalid: SPEC_MESSAGES.pngOnly,
  avatarTooLarge: { en: 'The picture must not exceed 2 MB', zh: '图片大小不能超过 2MB' },
  pictureNotPng: SPEC_MESSAGES.pngOnly,
  pictureTooLarge: { en: 'The picture must not exceed 2 MB', zh: '图片大小不能超过 2MB' },
  pictureSize: { en: 'The picture does not have the required size', zh: '图片尺寸不符合要求' },
  infoUpdateFailed: SPEC_MESSAGES.infoUpdateFailed,
  pageFlagInvalid: { en: 'Main page flags must be 0, 1 or 2', zh: '主页标志只能是 0、1 或 2' },
  passwordNotMd5: { en: 'The password must be an md5 hex string', zh: '密码必须是 md5 十六进制字符串' },
  userIdRequired: { en: 'The user id is required', zh: '用户ID不能为空' },
  userNotFound: { en: 'The user does not exist', zh: '用户不存在' },
  lastAdmin: { en: 'The last administrator cannot be removed', zh: '不能删除或降级最后一个管理员' },
  deleteSelf: { en: 'You cannot delete yourself', zh: '不能删除自己' },
  oldPasswordWrong: { en: 'The old password is incorrect', zh: '原密码不正确' },
  newPasswordRequired: { en: 'The new password is required', zh: '新密码不能为空' },
  passwordsDiffer: { en: 'The two new passwords do not match', zh: '两次输入的新密码不一致' },
  passwordUnchanged: { en: 'The new password must differ from the old one', zh: '新密码不能与原密码相同' },
  passwordChangeRequired: {
    en: 'Please change your initial password before continuing',
    zh: '请先修改初始密码后再继续操作',
  },
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
  timeInvalid: SPEC_MESSAGES.time,
  trafficInvalid: { en: 'Invalid traffic report', zh: '流量报告无效' },
} satisfies Record<string, Bilingual>;

/** The station's routes (simulator/http/routes/station-common.ts `badRequest`). */
export const STATION_MESSAGES = {
  param: SPEC_MESSAGES.param,
  time: SPEC_MESSAGES.time,
  sameMode: SPEC_MESSAGES.sameMode,
  power: SPEC_MESSAGES.power,
  deviceOff: SPEC_MESSAGES.deviceOff,
  commandFailed: SPEC_MESSAGES.commandFailed,
  range60: { en: 'The time range may not exceed 60 days!', zh: '时间范围不能超过60天！' },
  range92: { en: 'The time range may not exceed 3 months!', zh: '时间范围不能超过3个月！' },
  range24m: { en: 'The time range may not exceed 24 months!', zh: '时间范围不能超过24个月！' },
  range16: { en: 'Earnings recalculation spans at most 16 days!', zh: '收益重算最多16天！' },
  alarmGone: { en: 'The alarm does not exist or is no longer active!', zh: '告警不存在或已不是活动告警！' },
} satisfies Record<string, Bilingual>;

/** Strategy templates and plans (strategy-schema.ts issue keys). */
export const STRATEGY_MESSAGES = {
  improveData: SPEC_MESSAGES.improveData,
  overlap: SPEC_MESSAGES.overlap,
  timeError: SPEC_MESSAGES.time,
  power: SPEC_MESSAGES.power,
  chargeSign: {
    en: 'Charging power must be negative (negative = charge)',
    zh: '充电功率必须为负数（负数 = 充电）',
  },
  dischargeSign: {
    en: 'Discharging power must be positive (positive = discharge)',
    zh: '放电功率必须为正数（正数 = 放电）',
  },
  nameRequired: { en: 'Please enter the name', zh: '请输入名称' },
  nameMax: { en: 'The name may have at most 8 characters', zh: '名称最多8个字符' },
  brandMax: { en: 'The brand code may have at most 15 characters', zh: '品牌编码最多15个字符' },
  soc: {
    en: 'The SOC limits are not correct (0 ≤ lower < upper ≤ 100)',
    zh: 'SOC上下限不正确（0 ≤ 下限 < 上限 ≤ 100）',
  },
  ac15: { en: 'The air-conditioner times must be multiples of 15', zh: '空调时间必须是15的倍数' },
  param: SPEC_MESSAGES.param,
} satisfies Record<string, Bilingual>;

/** Price entities, with {{placeholders}} (price-validation.ts issue keys). */
export const PRICE_MESSAGES = {
  required: SPEC_MESSAGES.fillValues,
  timeFormat: {
    en: 'Row {{row}}: enter times as HH:mm (00:00 to 24:00)',
    zh: '第{{row}}行：时间格式为 HH:mm（00:00 至 24:00）',
  },
  startAfterEnd: {
    en: `${SPEC_MESSAGES.time.en} Row {{row}}: {{range}}`,
    zh: `${SPEC_MESSAGES.time.zh}第{{row}}行：{{range}}`,
  },
  overlap: {
    en: `${SPEC_MESSAGES.overlap.en}: row {{a}} {{rangeA}}, row {{b}} {{rangeB}}`,
    zh: `${SPEC_MESSAGES.overlap.zh}：第{{a}}行 {{rangeA}}，第{{b}}行 {{rangeB}}`,
  },
  gap: {
    en: 'The timeline must cover 24 hours: {{range}} is not covered',
    zh: '时段须覆盖24小时：{{range}} 未覆盖',
  },
  price: {
    en: 'Prices must be numbers from 0 to 1000 with at most 4 decimals ({{field}})',
    zh: '电价须为0到1000之间、最多4位小数的数字（{{field}}）',
  },
  monthTwice: { en: 'Month {{month}} is in more than one relation', zh: '{{month}}月属于多个关系' },
  monthMissing: { en: 'Months without a relation: {{months}}', zh: '以下月份未关联时段：{{months}}' },
  dateRange: {
    en: `${SPEC_MESSAGES.time.en} {{range}}`,
    zh: `${SPEC_MESSAGES.time.zh}{{range}}`,
  },
  specialOverlap: {
    en: 'The dates overlap with "{{name}}" ({{range}})',
    zh: '日期与“{{name}}”（{{range}}）重叠',
  },
  unknownRef: SPEC_MESSAGES.fillValues,
  reading: SPEC_MESSAGES.param,
  nameTooLong: { en: 'The name may have at most 64 characters', zh: '名称最多64个字符' },
  tooMany: { en: 'Too many entries', zh: '条目过多' },
  duplicateStart: { en: 'Two rows start at {{time}}', zh: '有两行的开始时间都是 {{time}}' },
  dateFormat: {
    en: `${SPEC_MESSAGES.time.en} Enter dates as yyyy-MM-dd`,
    zh: `${SPEC_MESSAGES.time.zh}日期格式为 yyyy-MM-dd`,
  },
  dateTimeFormat: {
    en: `${SPEC_MESSAGES.time.en} Enter the time as yyyy-MM-dd HH:mm`,
    zh: `${SPEC_MESSAGES.time.zh}时间格式为 yyyy-MM-dd HH:mm`,
  },
} satisfies Record<string, Bilingual>;

/**
 * The northbound interface and data push (simulator northbound-routes.ts); the schema's issue codes
 * (northboundSchema) are also the form's `northbound:errors.*`, kept equal by
 * tests/unit/settings/northbound-messages.test.ts.
 */
export const NORTHBOUND_MESSAGES = {
  param: SPEC_MESSAGES.param,
  addressInvalid: {
    en: 'The MQTT address must be mqtt://host:port (port 1–65535)',
    zh: 'MQTT 地址应为 mqtt://主机:端口（端口 1–65535）',
  },
  cycleInvalid: { en: 'Cycles must be whole seconds from 1 to 86400', zh: '传输周期应为 1–86400 秒的整数' },
  topicInvalid: {
    en: 'The topic must not be empty, contain # + or spaces, or start or end with /',
    zh: '主题不能为空，不能含 # + 或空格，不能以 / 开头或结尾',
  },
  clientIdRequired: { en: 'The client id is required', zh: '请输入客户端 ID' },
  clientIdInvalid: {
    en: 'The client id may contain letters, digits, _ . and - only',
    zh: '客户端 ID 只能含字母、数字、_ . -',
  },
  tooLong: { en: 'Too long', zh: '内容过长' },
  flagInvalid: SPEC_MESSAGES.param,
  pointUnknown: { en: 'Unknown point', zh: '未知的数据点' },
} satisfies Record<string, Bilingual>;
