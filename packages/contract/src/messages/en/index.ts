import type { ModuleTranslation } from '../translation';
import type * as apiKeysTr from '../api-keys';
import * as apiKeysEn from './api-keys';
import type * as approvalsTr from '../approvals';
import * as approvalsEn from './approvals';
import type * as commerceTr from '../commerce';
import * as commerceEn from './commerce';
import type * as commonTr from '../common';
import * as commonEn from './common';
import type * as delegationsTr from '../delegations';
import * as delegationsEn from './delegations';
import type * as hourlyLeaveTr from '../hourly-leave';
import * as hourlyLeaveEn from './hourly-leave';
import type * as leaveDocumentsTr from '../leave-documents';
import * as leaveDocumentsEn from './leave-documents';
import type * as leaveRecordTr from '../leave-record';
import * as leaveRecordEn from './leave-record';
import type * as leavesTr from '../leaves';
import * as leavesEn from './leaves';
import type * as peopleTr from '../people';
import * as peopleEn from './people';
import type * as splitLeaveTr from '../split-leave';
import * as splitLeaveEn from './split-leave';
import type * as ssoTr from '../sso';
import * as ssoEn from './sso';
import type * as teamRulesTr from '../team-rules';
import * as teamRulesEn from './team-rules';
import type * as teamsTr from '../teams';
import * as teamsEn from './teams';
import type * as terminationTr from '../termination';
import * as terminationEn from './termination';
import type * as webhooksTr from '../webhooks';
import * as webhooksEn from './webhooks';

/** A module's English exports under their catalogue names ("people.people"; platform catalogue.ts). */
const named = (file: string, english: object) =>
  Object.entries(english).map(([name, texts]) => [`${file}.${name}`, texts as object] as const);

/**
 * The contract's English texts (issue 26) by catalogue name, each module checked against its Turkish one: the web's
 * English chunk installs them (catalogue.ts), the server's answers will read them.
 */
export const contractTranslations: Readonly<Record<string, object>> = Object.fromEntries([
  ...named('api-keys', apiKeysEn satisfies ModuleTranslation<typeof apiKeysTr>),
  ...named('approvals', approvalsEn satisfies ModuleTranslation<typeof approvalsTr>),
  ...named('commerce', commerceEn satisfies ModuleTranslation<typeof commerceTr>),
  ...named('common', commonEn satisfies ModuleTranslation<typeof commonTr>),
  ...named('delegations', delegationsEn satisfies ModuleTranslation<typeof delegationsTr>),
  ...named('hourly-leave', hourlyLeaveEn satisfies ModuleTranslation<typeof hourlyLeaveTr>),
  ...named('leave-documents', leaveDocumentsEn satisfies ModuleTranslation<typeof leaveDocumentsTr>),
  ...named('leave-record', leaveRecordEn satisfies ModuleTranslation<typeof leaveRecordTr>),
  ...named('leaves', leavesEn satisfies ModuleTranslation<typeof leavesTr>),
  ...named('people', peopleEn satisfies ModuleTranslation<typeof peopleTr>),
  ...named('split-leave', splitLeaveEn satisfies ModuleTranslation<typeof splitLeaveTr>),
  ...named('sso', ssoEn satisfies ModuleTranslation<typeof ssoTr>),
  ...named('team-rules', teamRulesEn satisfies ModuleTranslation<typeof teamRulesTr>),
  ...named('teams', teamsEn satisfies ModuleTranslation<typeof teamsTr>),
  ...named('termination', terminationEn satisfies ModuleTranslation<typeof terminationTr>),
  ...named('webhooks', webhooksEn satisfies ModuleTranslation<typeof webhooksTr>),
]);
