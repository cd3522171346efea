import { translationPairs } from '../translation';
import * as apiKeysTr from '../api-keys';
import * as apiKeysEn from './api-keys';
import * as approvalsTr from '../approvals';
import * as approvalsEn from './approvals';
import * as commerceTr from '../commerce';
import * as commerceEn from './commerce';
import * as commonTr from '../common';
import * as commonEn from './common';
import * as delegationsTr from '../delegations';
import * as delegationsEn from './delegations';
import * as hourlyLeaveTr from '../hourly-leave';
import * as hourlyLeaveEn from './hourly-leave';
import * as leaveDocumentsTr from '../leave-documents';
import * as leaveDocumentsEn from './leave-documents';
import * as leaveRecordTr from '../leave-record';
import * as leaveRecordEn from './leave-record';
import * as leavesTr from '../leaves';
import * as leavesEn from './leaves';
import * as peopleTr from '../people';
import * as peopleEn from './people';
import * as splitLeaveTr from '../split-leave';
import * as splitLeaveEn from './split-leave';
import * as ssoTr from '../sso';
import * as ssoEn from './sso';
import * as teamRulesTr from '../team-rules';
import * as teamRulesEn from './team-rules';
import * as teamsTr from '../teams';
import * as teamsEn from './teams';
import * as terminationTr from '../termination';
import * as terminationEn from './termination';
import * as webhooksTr from '../webhooks';
import * as webhooksEn from './webhooks';

/** The English texts of the contract (issue 26), paired with their Turkish objects for applyTranslation. */
export const contractTranslations = [
  ...translationPairs(commonTr, commonEn),
  ...translationPairs(apiKeysTr, apiKeysEn),
  ...translationPairs(approvalsTr, approvalsEn),
  ...translationPairs(commerceTr, commerceEn),
  ...translationPairs(delegationsTr, delegationsEn),
  ...translationPairs(hourlyLeaveTr, hourlyLeaveEn),
  ...translationPairs(leaveDocumentsTr, leaveDocumentsEn),
  ...translationPairs(leaveRecordTr, leaveRecordEn),
  ...translationPairs(leavesTr, leavesEn),
  ...translationPairs(peopleTr, peopleEn),
  ...translationPairs(splitLeaveTr, splitLeaveEn),
  ...translationPairs(ssoTr, ssoEn),
  ...translationPairs(teamRulesTr, teamRulesEn),
  ...translationPairs(teamsTr, teamsEn),
  ...translationPairs(terminationTr, terminationEn),
  ...translationPairs(webhooksTr, webhooksEn),
];
