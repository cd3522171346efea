/**
 * The English interface (issue 26): one file here per Turkish file of `platform/messages/`, with the same keys.
 * Loaded only for a page shown in English (platform/language.ts); `applyEnglish` writes the texts into the Turkish
 * objects before the first render, the contract's shared texts first.
 */
import { applyTranslation, type Translation } from '@paydos/contract/messages/translation';
import { installTranslation } from '@paydos/contract/messages/catalogue';
import { contractTranslations } from '@paydos/contract/messages/en/index';
import { setDisplayFormats } from '../../format-state';
import { englishFormats } from './formats';
import { applyEnglishLeaveTypeNames } from '@paydos/contract/messages/en/leave-types';
import { domainLabelTranslations } from '@paydos/contract/messages/en/domain-labels';
import { domainTextTranslations } from '@paydos/contract/messages/en/domain-texts';
import { apiKeysMessages as apiKeysEn } from './api-keys';
import { approvalsMessages as approvalsEn } from './approvals';
import { auditMessages as auditEn } from './audit';
import { authMessages as authEn } from './auth';
import { billingMessages as billingEn } from './billing';
import { calendarMessages as calendarEn } from './calendar';
import { commerceMessages as commerceEn } from './commerce';
import { delegationsMessages as delegationsEn } from './delegations';
import { designMessages as designEn } from './design';
import { formMessages as formsEn } from './forms';
import { hourlyLeaveMessages as hourlyLeaveEn } from './hourly-leave';
import { languageMessages as languageEn } from './language';
import { landingMessages as landingEn } from './landing';
import { leaveDocumentMessages as leaveDocumentsEn } from './leave-documents';
import { leaveRecordMessages as leaveRecordEn } from './leave-record';
import { leavesMessages as leavesEn } from './leaves';
import { operatorAnalyticsMessages as operatorAnalyticsEn } from './operator-analytics';
import { operatorOrganizationsMessages as operatorOrganizationsEn } from './operator-organizations';
import { operatorPeopleMessages as operatorPeopleEn } from './operator-people';
import { operatorMessages as operatorEn } from './operator';
import { peopleMessages as peopleEn } from './people';
import { reportMessages as reportsEn } from './reports';
import { shellMessages as shellEn } from './shell';
import { signupMessages as signupEn } from './signup';
import { splitLeaveMessages as splitLeaveEn } from './split-leave';
import { ssoLoginMessages as ssoLoginEn } from './sso-login';
import { ssoMessages as ssoEn } from './sso';
import { teamRulesMessages as teamRulesEn } from './team-rules';
import { teamsMessages as teamsEn } from './teams';
import { terminationMessages as terminationEn } from './termination';
import { travelLeaveTexts as travelLeaveEn } from './travel-leave';
import { uploadsMessages as uploadsEn } from './uploads';
import { webhooksMessages as webhooksEn } from './webhooks';

import type { apiKeysMessages as apiKeysTr } from '../api-keys';
import type { approvalsMessages as approvalsTr } from '../approvals';
import type { auditMessages as auditTr } from '../audit';
import type { authMessages as authTr } from '../auth';
import type { billingMessages as billingTr } from '../billing';
import type { calendarMessages as calendarTr } from '../calendar';
import type { commerceMessages as commerceTr } from '../commerce';
import type { delegationsMessages as delegationsTr } from '../delegations';
import type { designMessages as designTr } from '../design';
import type { formMessages as formsTr } from '../forms';
import type { hourlyLeaveMessages as hourlyLeaveTr } from '../hourly-leave';
import type { languageMessages as languageTr } from '../language';
import type { landingMessages as landingTr } from '../landing';
import type { leaveDocumentMessages as leaveDocumentsTr } from '../leave-documents';
import type { leaveRecordMessages as leaveRecordTr } from '../leave-record';
import type { leavesMessages as leavesTr } from '../leaves';
import type { operatorAnalyticsMessages as operatorAnalyticsTr } from '../operator-analytics';
import type { operatorOrganizationsMessages as operatorOrganizationsTr } from '../operator-organizations';
import type { operatorPeopleMessages as operatorPeopleTr } from '../operator-people';
import type { operatorMessages as operatorTr } from '../operator';
import type { peopleMessages as peopleTr } from '../people';
import type { reportMessages as reportsTr } from '../reports';
import type { shellMessages as shellTr } from '../shell';
import type { signupMessages as signupTr } from '../signup';
import type { splitLeaveMessages as splitLeaveTr } from '../split-leave';
import type { ssoLoginMessages as ssoLoginTr } from '../sso-login';
import type { ssoMessages as ssoTr } from '../sso';
import type { teamRulesMessages as teamRulesTr } from '../team-rules';
import type { teamsMessages as teamsTr } from '../teams';
import type { terminationMessages as terminationTr } from '../termination';
import type { travelLeaveTexts as travelLeaveTr } from '../travel-leave';
import type { uploadsMessages as uploadsTr } from '../uploads';
import type { webhooksMessages as webhooksTr } from '../webhooks';

/** The web's English texts by Turkish file (platform/messages/catalogue.ts), each checked against its Turkish shape. */
export const webTranslations = {
  'api-keys': apiKeysEn satisfies Translation<typeof apiKeysTr>,
  approvals: approvalsEn satisfies Translation<typeof approvalsTr>,
  audit: auditEn satisfies Translation<typeof auditTr>,
  auth: authEn satisfies Translation<typeof authTr>,
  billing: billingEn satisfies Translation<typeof billingTr>,
  calendar: calendarEn satisfies Translation<typeof calendarTr>,
  commerce: commerceEn satisfies Translation<typeof commerceTr>,
  delegations: delegationsEn satisfies Translation<typeof delegationsTr>,
  design: designEn satisfies Translation<typeof designTr>,
  forms: formsEn satisfies Translation<typeof formsTr>,
  'hourly-leave': hourlyLeaveEn satisfies Translation<typeof hourlyLeaveTr>,
  language: languageEn satisfies Translation<typeof languageTr>,
  landing: landingEn satisfies Translation<typeof landingTr>,
  'leave-documents': leaveDocumentsEn satisfies Translation<typeof leaveDocumentsTr>,
  'leave-record': leaveRecordEn satisfies Translation<typeof leaveRecordTr>,
  leaves: leavesEn satisfies Translation<typeof leavesTr>,
  'operator-analytics': operatorAnalyticsEn satisfies Translation<typeof operatorAnalyticsTr>,
  'operator-organizations': operatorOrganizationsEn satisfies Translation<typeof operatorOrganizationsTr>,
  'operator-people': operatorPeopleEn satisfies Translation<typeof operatorPeopleTr>,
  operator: operatorEn satisfies Translation<typeof operatorTr>,
  people: peopleEn satisfies Translation<typeof peopleTr>,
  reports: reportsEn satisfies Translation<typeof reportsTr>,
  shell: shellEn satisfies Translation<typeof shellTr>,
  signup: signupEn satisfies Translation<typeof signupTr>,
  'split-leave': splitLeaveEn satisfies Translation<typeof splitLeaveTr>,
  'sso-login': ssoLoginEn satisfies Translation<typeof ssoLoginTr>,
  sso: ssoEn satisfies Translation<typeof ssoTr>,
  'team-rules': teamRulesEn satisfies Translation<typeof teamRulesTr>,
  teams: teamsEn satisfies Translation<typeof teamsTr>,
  termination: terminationEn satisfies Translation<typeof terminationTr>,
  'travel-leave': travelLeaveEn satisfies Translation<typeof travelLeaveTr>,
  uploads: uploadsEn satisfies Translation<typeof uploadsTr>,
  webhooks: webhooksEn satisfies Translation<typeof webhooksTr>,
};

export function applyEnglish(): void {
  for (const [turkish, english] of [...domainLabelTranslations, ...domainTextTranslations])
    applyTranslation(turkish, english);
  installTranslation({ ...contractTranslations, ...webTranslations });
  applyEnglishLeaveTypeNames();
  setDisplayFormats(englishFormats);
}
