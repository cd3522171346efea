/**
 * Every Turkish text of the web app (product §D1), one file per area; a second language is another
 * set of these files. Components read them through `t`.
 */
import { shellMessages } from './shell';
import { authMessages } from './auth';
import { landingMessages } from './landing';
import { signupMessages } from './signup';
import { leavesMessages } from './leaves';
import { peopleMessages } from './people';
import { operatorMessages } from './operator';
import { operatorPeopleMessages } from './operator-people';
import { designMessages } from './design';
import { uploadsMessages } from './uploads';
import { reportMessages } from './reports';
import { commerceMessages } from './commerce';
import { operatorAnalyticsMessages } from './operator-analytics';
import { operatorOrganizationsMessages } from './operator-organizations';
import { auditMessages } from './audit';
import { calendarMessages } from './calendar';
import { billingMessages } from './billing';
import { formMessages } from './forms';
import { teamsMessages } from './teams';

export const t = {
  ...shellMessages,
  ...authMessages,
  ...landingMessages,
  ...signupMessages,
  ...leavesMessages,
  ...peopleMessages,
  ...operatorMessages,
  ...operatorPeopleMessages,
  ...designMessages,
  ...uploadsMessages,
  ...reportMessages,
  ...commerceMessages,
  ...operatorAnalyticsMessages,
  ...operatorOrganizationsMessages,
  ...auditMessages,
  ...calendarMessages,
  ...billingMessages,
  ...formMessages,
  ...teamsMessages,
} as const;
