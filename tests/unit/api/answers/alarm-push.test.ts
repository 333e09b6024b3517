import {
  getNotificationLog,
  getPushGroups,
  getPushLevels,
  getRelations,
  getSelectedUsers,
  getUnselectedUsers,
  getUsableLevels,
  removePushGroups,
  removePushLevels,
  savePushGroup,
  savePushLevel,
  setRelation,
} from '@/api/alarm-push';
import {
  notificationLogEntrySchema,
  pushGroupSchema,
  pushLevelSchema,
  pushMemberSchema,
  pushRelationSchema,
  pushRemovedSchema,
  type PushGroupInput,
  type PushLevelInput,
  type PushRelationInput,
} from '@/contract/api/alarm-push';
import { wireArray, wireNullable, wirePage } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

// The inputs are not read by the local station: only the answer's shape is under test.
const group = {} as PushGroupInput;
const level = {} as PushLevelInput;
const relation = {} as Omit<PushRelationInput, 'site'>;

describeAnswers('src/api/alarm-push.ts', [
  { path: 'alarmPush/group/list', schema: wireArray(pushGroupSchema), call: getPushGroups, absent: [] },
  {
    path: 'alarmPush/group/submit',
    schema: pushGroupSchema,
    call: () => savePushGroup(group),
    absent: REJECTS,
  },
  {
    path: 'alarmPush/group/remove',
    schema: pushRemovedSchema,
    call: () => removePushGroups(['1']),
    absent: REJECTS,
  },
  {
    path: 'alarmPush/group/selected',
    schema: wireArray(pushMemberSchema),
    call: () => getSelectedUsers('1'),
    absent: [],
  },
  {
    path: 'alarmPush/group/unselected',
    schema: wireArray(pushMemberSchema),
    call: () => getUnselectedUsers(null),
    absent: [],
  },
  { path: 'alarmPush/level/list', schema: wireArray(pushLevelSchema), call: getPushLevels, absent: [] },
  { path: 'alarmPush/level/useList', schema: wireArray(pushLevelSchema), call: getUsableLevels, absent: [] },
  {
    path: 'alarmPush/level/submit',
    schema: pushLevelSchema,
    call: () => savePushLevel(level),
    absent: REJECTS,
  },
  {
    path: 'alarmPush/level/remove',
    schema: pushRemovedSchema,
    call: () => removePushLevels(['1']),
    absent: REJECTS,
  },
  {
    path: 'alarmPush/groupRelation/edit',
    schema: wireArray(pushRelationSchema),
    call: () => getRelations('WZ001'),
    absent: [],
  },
  {
    path: 'alarmPush/groupRelation/set',
    schema: pushRelationSchema,
    call: () => setRelation('WZ001', relation),
    absent: REJECTS,
  },
  {
    path: 'alarmPush/notify/log',
    schema: wireNullable(wirePage(notificationLogEntrySchema)),
    call: () => getNotificationLog('WZ001', { current: 1, size: 20 }),
    absent: null,
  },
]);
