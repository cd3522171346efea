import { commerceMessages } from './commerce';
import { commonMessages } from './common';
import { leavesMessages } from './leaves';
import { peopleMessages } from './people';
import { teamsMessages } from './teams';
import { approvalsMessages } from './approvals';
import { teamRulesMessages } from './team-rules';
import { delegationsMessages } from './delegations';
import { leaveRecordMessages } from './leave-record';
import { webhooksMessages } from './webhooks';
import { leaveDocumentsMessages } from './leave-documents';
import { apiKeysMessages } from './api-keys';
import { ssoMessages } from './sso';

/** Every Turkish text the server answers with, in one place (product §D1), one file per area. */
export const messages = {
  ...commonMessages,
  ...commerceMessages,
  ...peopleMessages,
  ...leavesMessages,
  ...teamsMessages,
  ...approvalsMessages,
  ...teamRulesMessages,
  ...delegationsMessages,
  ...leaveRecordMessages,
  ...webhooksMessages,
  ...leaveDocumentsMessages,
  ...apiKeysMessages,
  ...ssoMessages,
} as const;
