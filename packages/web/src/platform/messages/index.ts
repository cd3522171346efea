/**
 * Every Turkish text of the web app (decisions §1), one file per area; a second language is another
 * set of these files. Components read them through `t`.
 */
import { shellMessages } from './shell';
import { authMessages } from './auth';
import { signupMessages } from './signup';
import { leavesMessages } from './leaves';
import { peopleMessages } from './people';
import { operatorMessages } from './operator';
import { designMessages } from './design';
import { uploadsMessages } from './uploads';
import { reportMessages } from './reports';
import { billingMessages } from './billing';

export const t = {
  ...shellMessages,
  ...authMessages,
  ...signupMessages,
  ...leavesMessages,
  ...peopleMessages,
  ...operatorMessages,
  ...designMessages,
  ...uploadsMessages,
  ...reportMessages,
  ...billingMessages,
} as const;
