import { loginByPassword, refreshToken, unlock } from '@/api/auth';
import { tokenResponseSchema } from '@/contract/api/auth';
import { wireBool } from '@/contract/wire';
import { describeAnswers, REJECTS } from '../answer-fuzz';

// The token answer is not enveloped (`bare`): a code-404 envelope is no session and rejects.
describeAnswers('src/api/auth.ts', [
  {
    path: 'blade-auth/oauth/token',
    label: 'password grant',
    schema: tokenResponseSchema,
    call: () => loginByPassword('admin', 'x', { silent: true }),
    absent: REJECTS,
    bare: true,
  },
  {
    path: 'blade-auth/oauth/token',
    label: 'refresh grant',
    schema: tokenResponseSchema,
    call: () => refreshToken('r'),
    absent: REJECTS,
    bare: true,
  },
  { path: 'blade-auth/oauth/unlock', schema: wireBool, call: () => unlock('admin', 'x'), absent: false },
]);
