/**
 * The English interface (issue 26): one file here per Turkish file of `platform/messages/`, with the same keys.
 * Loaded only for a page shown in English (platform/language.ts); `applyEnglish` writes the texts into the Turkish
 * objects before the first render, the contract's shared texts first.
 */
import { applyTranslation, type Translation } from '@paydos/contract/messages/translation';
import { contractTranslations } from '@paydos/contract/messages/en/index';
import { applyEnglishLeaveTypeNames } from './leave-types';
import { domainLabelTranslations } from './domain-labels';
import { apiKeysMessages as apiKeysTr } from '../api-keys';
import { apiKeysMessages as apiKeysEn } from './api-keys';
import { approvalsMessages as approvalsTr } from '../approvals';
import { approvalsMessages as approvalsEn } from './approvals';
import { auditMessages as auditTr } from '../audit';
import { auditMessages as auditEn } from './audit';
import { authMessages as authTr } from '../auth';
import { authMessages as authEn } from './auth';
import { billingMessages as billingTr } from '../billing';
import { billingMessages as billingEn } from './billing';
import { calendarMessages as calendarTr } from '../calendar';
import { calendarMessages as calendarEn } from './calendar';
import { commerceMessages as commerceTr } from '../commerce';
import { commerceMessages as commerceEn } from './commerce';
import { delegationsMessages as delegationsTr } from '../delegations';
import { delegationsMessages as delegationsEn } from './delegations';
import { designMessages as designTr } from '../design';
import { designMessages as designEn } from './design';
import { formMessages as formsTr } from '../forms';
import { formMessages as formsEn } from './forms';
import { hourlyLeaveMessages as hourlyLeaveTr } from '../hourly-leave';
import { hourlyLeaveMessages as hourlyLeaveEn } from './hourly-leave';
import { languageMessages as languageTr } from '../language';
import { languageMessages as languageEn } from './language';
import { landingMessages as landingTr } from '../landing';
import { landingMessages as landingEn } from './landing';
import { leaveDocumentMessages as leaveDocumentsTr } from '../leave-documents';
import { leaveDocumentMessages as leaveDocumentsEn } from './leave-documents';
import { leaveRecordMessages as leaveRecordTr } from '../leave-record';
import { leaveRecordMessages as leaveRecordEn } from './leave-record';
import { leavesMessages as leavesTr } from '../leaves';
import { leavesMessages as leavesEn } from './leaves';
import { operatorAnalyticsMessages as operatorAnalyticsTr } from '../operator-analytics';
import { operatorAnalyticsMessages as operatorAnalyticsEn } from './operator-analytics';
import { operatorOrganizationsMessages as operatorOrganizationsTr } from '../operator-organizations';
import { operatorOrganizationsMessages as operatorOrganizationsEn } from './operator-organizations';
import { operatorPeopleMessages as operatorPeopleTr } from '../operator-people';
import { operatorPeopleMessages as operatorPeopleEn } from './operator-people';
import { operatorMessages as operatorTr } from '../operator';
import { operatorMessages as operatorEn } from './operator';
import { peopleMessages as peopleTr } from '../people';
import { peopleMessages as peopleEn } from './people';
import { reportMessages as reportsTr } from '../reports';
import { reportMessages as reportsEn } from './reports';
import { shellMessages as shellTr } from '../shell';
import { shellMessages as shellEn } from './shell';
import { signupMessages as signupTr } from '../signup';
import { signupMessages as signupEn } from './signup';
import { splitLeaveMessages as splitLeaveTr } from '../split-leave';
import { splitLeaveMessages as splitLeaveEn } from './split-leave';
import { ssoLoginMessages as ssoLoginTr } from '../sso-login';
import { ssoLoginMessages as ssoLoginEn } from './sso-login';
import { ssoMessages as ssoTr } from '../sso';
import { ssoMessages as ssoEn } from './sso';
import { teamRulesMessages as teamRulesTr } from '../team-rules';
import { teamRulesMessages as teamRulesEn } from './team-rules';
import { teamsMessages as teamsTr } from '../teams';
import { teamsMessages as teamsEn } from './teams';
import { terminationMessages as terminationTr } from '../termination';
import { terminationMessages as terminationEn } from './termination';
import { travelLeaveTexts as travelLeaveTr } from '../travel-leave';
import { travelLeaveTexts as travelLeaveEn } from './travel-leave';
import { uploadsMessages as uploadsTr } from '../uploads';
import { uploadsMessages as uploadsEn } from './uploads';
import { webhooksMessages as webhooksTr } from '../webhooks';
import { webhooksMessages as webhooksEn } from './webhooks';

/** Checks each pair's shape: an English file missing a key of its Turkish file does not compile. */
const pair = <T extends object>(turkish: T, english: Translation<T>) => [turkish, english as object] as const;

export const webTranslations = [
  pair(apiKeysTr, apiKeysEn),
  pair(approvalsTr, approvalsEn),
  pair(auditTr, auditEn),
  pair(authTr, authEn),
  pair(billingTr, billingEn),
  pair(calendarTr, calendarEn),
  pair(commerceTr, commerceEn),
  pair(delegationsTr, delegationsEn),
  pair(designTr, designEn),
  pair(formsTr, formsEn),
  pair(hourlyLeaveTr, hourlyLeaveEn),
  pair(landingTr, landingEn),
  pair(languageTr, languageEn),
  pair(leaveDocumentsTr, leaveDocumentsEn),
  pair(leaveRecordTr, leaveRecordEn),
  pair(leavesTr, leavesEn),
  pair(operatorAnalyticsTr, operatorAnalyticsEn),
  pair(operatorOrganizationsTr, operatorOrganizationsEn),
  pair(operatorPeopleTr, operatorPeopleEn),
  pair(operatorTr, operatorEn),
  pair(peopleTr, peopleEn),
  pair(reportsTr, reportsEn),
  pair(shellTr, shellEn),
  pair(signupTr, signupEn),
  pair(splitLeaveTr, splitLeaveEn),
  pair(ssoLoginTr, ssoLoginEn),
  pair(ssoTr, ssoEn),
  pair(teamRulesTr, teamRulesEn),
  pair(teamsTr, teamsEn),
  pair(terminationTr, terminationEn),
  pair(travelLeaveTr, travelLeaveEn),
  pair(uploadsTr, uploadsEn),
  pair(webhooksTr, webhooksEn),
];

export function applyEnglish(): void {
  for (const [turkish, english] of [...contractTranslations, ...domainLabelTranslations, ...webTranslations])
    applyTranslation(turkish, english);
  applyEnglishLeaveTypeNames();
}
