import { unlock } from '@/api/auth';
import { wireBool } from '@/contract/wire';
import { describeAnswers } from '../answer-fuzz';

// The token answers (not enveloped) are read by the session store (src/stores/session.ts).
describeAnswers('src/api/auth.ts', [
  { path: 'blade-auth/oauth/unlock', schema: wireBool, call: () => unlock('admin', 'x'), absent: false },
]);
