import {
  copyTemplate,
  deliverTemplate,
  getBmsIndex,
  getBmsState,
  getControlState,
  getTemplate,
  listPlans,
  listTemplates,
  savePlan,
  saveTemplate,
  setBmsIndex,
  setBmsState,
} from '@/api/strategy';
import {
  addUser,
  deleteUsers,
  editUser,
  getUserDetail,
  listRoles,
  listUsers,
  resetPassword,
  updateOwnInfo,
} from '@/api/user';
import { EMPTY_PAGE } from '@/api/read-answer';
import {
  bmsIndexSchema,
  bmsStateSchema,
  controlStateSchema,
  strategyPlanSchema,
  strategyTemplateSchema,
  type PlanInput,
  type TemplateInput,
} from '@/contract/api/strategy';
import { resetPasswordAnswerSchema, roleSchema, userRecordSchema, type UserForm } from '@/contract/api/user';
import { wireArray, wireNullable, wireNum, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

const S = 'WZ001';
// The bodies are not looked at by the local station: only the answers are.
const template = {} as TemplateInput;
const plan = {} as PlanInput;

describeAnswers('src/api/strategy.ts', [
  {
    path: 'strategy/active',
    schema: wireNullable(controlStateSchema),
    call: () => getControlState(S),
    absent: null,
  },
  {
    path: 'strategy/template/list',
    schema: wireArray(strategyTemplateSchema),
    call: () => listTemplates(S),
    absent: [],
  },
  {
    path: 'strategy/template/detail',
    schema: strategyTemplateSchema,
    call: () => getTemplate(S, '1'),
    absent: REJECTS,
  },
  {
    path: 'strategy/template/save',
    schema: strategyTemplateSchema,
    call: () => saveTemplate(S, template),
    absent: REJECTS,
  },
  {
    path: 'strategy/template/copy',
    schema: strategyTemplateSchema,
    call: () => copyTemplate(S, '1'),
    absent: REJECTS,
  },
  {
    path: 'strategy/template/deliver',
    schema: strategyTemplateSchema,
    call: () => deliverTemplate(S, '1'),
    absent: REJECTS,
  },
  { path: 'strategy/plan/list', schema: wireArray(strategyPlanSchema), call: () => listPlans(S), absent: [] },
  { path: 'strategy/plan/save', schema: strategyPlanSchema, call: () => savePlan(S, plan), absent: REJECTS },
  {
    path: 'bms/system/state',
    schema: wireNullable(bmsStateSchema),
    call: () => getBmsState(S),
    absent: null,
  },
  {
    path: 'bms/system/index',
    schema: wireNullable(bmsIndexSchema),
    call: () => getBmsIndex(S),
    absent: null,
  },
  { path: 'bms/system/state/set', schema: bmsStateSchema, call: () => setBmsState(S, 1), absent: REJECTS },
  { path: 'bms/system/index/set', schema: bmsIndexSchema, call: () => setBmsIndex(S, 2), absent: REJECTS },
]);

const form = {} as UserForm;
describeAnswers('src/api/user.ts', [
  {
    path: 'user/detail',
    schema: wireNullable(userRecordSchema),
    call: () => getUserDetail('1'),
    absent: null,
  },
  {
    path: 'user/list',
    schema: wirePage(userRecordSchema),
    call: () => listUsers({ current: 1, size: 10 }),
    absent: EMPTY_PAGE,
  },
  { path: 'user/role/list', schema: wireArray(roleSchema), call: listRoles, absent: [] },
  { path: 'user/add', schema: userRecordSchema, call: () => addUser(form), absent: REJECTS },
  { path: 'user/edit', schema: userRecordSchema, call: () => editUser('1', form), absent: REJECTS },
  { path: 'user/delete', schema: wireNum, call: () => deleteUsers(['1']), absent: REJECTS },
  {
    path: 'user/resetPassword',
    schema: resetPasswordAnswerSchema,
    call: () => resetPassword('1'),
    absent: REJECTS,
  },
  { path: 'user/updateInfo', schema: userRecordSchema, call: () => updateOwnInfo(form), absent: REJECTS },
]);
