import { expect, type Page } from '@playwright/test';

/*
 * What the strategy-sys-*.spec.ts journeys share: the words they look for and the steps they
 * repeat.
 */

/** The words of strategySys the journeys look for, in both languages. */
export const L = {
  en: {
    control: 'Control mode',
    templates: 'Strategy templates',
    plans: 'Strategy plans',
    manual: 'Manual',
    auto: 'Automatic',
    proxy: 'Proxy (third party)',
    setpoint: 'Manual power set-point',
    confirm: 'Confirm',
    cancel: 'Cancel',
    save: 'Save',
    edit: 'Edit',
    newTemplate: 'New template',
    newPlan: 'New plan',
    schedule: 'Create plan',
    scheduleAsk: 'create a plan for it now?',
    scheduleHeading: (n: string) => `Plan for delivered template ${n}`,
    name: 'Name',
    addRow: 'Add row',
    start: 'Start',
    end: 'End',
    strategy: 'Strategy',
    power: 'Preset power (kW)',
    charge: 'Charge',
    discharge: 'Discharge',
    acEarly: 'Air-conditioner early open (min)',
    deliver: 'Deliver',
    copy: 'Copy',
    template: 'Template',
    priority: 'Priority (larger wins)',
    cycle: 'Repeat cycle',
    weekly: 'Weekly',
    stripDate: 'Date',
    stop: 'Stop',
    same: 'Station already controlled by the same mode!',
    switchFailed: 'Mode switch failed!',
    notRetrieved: 'The current mode is not retrieved!',
    power_: 'Please enter the correct power!',
    chargeSign: 'Charging power must be negative (negative = charge)',
    command: 'Command send failed!',
    improve: 'Please improve the data!',
    overlap: 'Repeat with the following time range: 00:00-04:00',
    time: 'Time choose error!',
    delivery: 'Strategy delivery failed!',
    nameMax: 'The name may have at most 8 characters',
    ac15: 'The air-conditioner times must be multiples of 15',
    weekday: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  },
  zh: {
    control: '控制模式',
    templates: '策略模板',
    plans: '策略计划',
    manual: '手动',
    auto: '自动',
    proxy: '代理（第三方）',
    setpoint: '手动功率设定',
    confirm: '确认',
    cancel: '取消',
    save: '保存',
    edit: '编辑',
    newTemplate: '新增模板',
    newPlan: '新增计划',
    schedule: '创建计划',
    scheduleAsk: '现在为它创建计划吗？',
    scheduleHeading: (n: string) => `为已下发模板“${n}”制定计划`,
    name: '名称',
    addRow: '添加行',
    start: '开始',
    end: '结束',
    strategy: '策略',
    power: '预设功率（kW）',
    charge: '充电',
    discharge: '放电',
    acEarly: '空调提前开启（分钟）',
    deliver: '下发',
    copy: '复制',
    template: '模板',
    priority: '优先级（数值大者优先）',
    cycle: '重复周期',
    weekly: '每周',
    stripDate: '日期',
    stop: '停止',
    same: '站点已处于相同的控制模式！',
    switchFailed: '模式切换失败！',
    notRetrieved: '未获取到当前模式！',
    power_: '请输入正确的功率！',
    chargeSign: '充电功率必须为负数（负数 = 充电）',
    command: '命令发送失败！',
    improve: '请完善数据！',
    overlap: '与以下时间段重复：00:00-04:00',
    time: '时间选择错误！',
    delivery: '策略下发失败！',
    nameMax: '名称最多8个字符',
    ac15: '空调时间必须是15的倍数',
    weekday: ['周一', '周二', '周三', '周四', '周五', '周六', '周日'],
  },
} as const;
export type Words = (typeof L)['en'] | (typeof L)['zh'];

export const open = async (page: Page, w: Words, tab: 'control' | 'templates' | 'plans') => {
  await page.goto('/index/strategySys');
  await page.getByRole('tab', { name: w[tab] }).click();
};
export const confirmDialog = (page: Page, w: Words, ok = true) =>
  page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: ok ? w.confirm : w.cancel, exact: true })
    .click();
export const alertText = (page: Page, text: string) =>
  expect(page.getByRole('alert').filter({ hasText: text }).first()).toBeVisible();
export const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true });
};
