import { messages } from '@paydos/contract/messages';
import { leaveTypeNames } from '@paydos/contract/messages/en/leave-types';
import {
  englishLeaveLengthText,
  formatEnglishDate,
  formatTurkishDate,
  leaveLengthText,
  leaveTypeName,
  toIstanbulDate,
} from '@paydos/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createOrganization, createUser } from '../../../test/factories';
import { cleanWeeks } from '../../../test/leave-dates';
import { loginAs, orgHost, request } from '../../../test/http';
import { TEST_PASSWORD } from '../../../test/factories';
import { decodeQuotedPrintable, startSmtpSink } from '../../../test/smtp-sink';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { invitationMailTexts as englishInvitation } from '../invitations/en/invitation-mail-texts';
import { invitationMailTexts as turkishInvitation } from '../invitations/invitation-mail-texts';
import { leaveMailTexts as englishLeave } from '../leaves/en/leave-mail-texts';
import { leaveMailTexts as turkishLeave } from '../leaves/leave-mail-texts';
import { passwordResetMailTexts as englishReset } from '../password-reset/en/password-reset-mail-texts';
import { passwordResetMailTexts as turkishReset } from '../password-reset/password-reset-mail-texts';
import { scheduledMailTexts as englishScheduled } from '../scheduled-mails/en/scheduled-mail-texts';
import { scheduledMailTexts as turkishScheduled } from '../scheduled-mails/scheduled-mail-texts';
import { sendScheduledMails } from '../scheduled-mails/send-scheduled-mails';
import { createMailWorker } from './delivery-worker';
import { mailLayoutTexts as englishFrame } from './en/layout-texts';
import { mailLayoutTexts as turkishFrame } from './layout-texts';

/*
 * Issue 26 (docs/features.md, "Mail"): a mail speaks its recipient's language, the one they chose (users.language),
 * else Turkish; a mail to the person making the request (a password reset) speaks the request's language; an
 * invitation the inviting ADMIN's. Each expectation is built from the catalogues, English and Turkish.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const db = () => ctx.handle.db;
const english = { 'accept-language': 'en-GB,en;q=0.9' };
const turkish = { 'accept-language': 'tr-TR,tr;q=0.9' };

async function mailsTo(email: string, template: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.template, template)))
    .orderBy(mailOutbox.createdAt);
}
async function onlyMailTo(email: string, template: string) {
  const mails = await mailsTo(email, template);
  expect(mails, `${template} → ${email}`).toHaveLength(1);
  return mails[0]!;
}

/** The mail's frame in one language: the greeting opens both parts, `<html lang>`, the footer and signature. */
function expectFrame(
  mail: { html: string; text: string },
  language: 'tr' | 'en',
  firstName: string,
  frame: typeof turkishFrame,
) {
  expect(mail.html).toContain(`<html lang="${language}">`);
  expect(mail.text.startsWith(`${frame.greeting(firstName)}\n`)).toBe(true);
  expect(mail.html).toContain(frame.footer);
  expect(mail.text.endsWith(`—\n${frame.signature}`)).toBe(true);
}

describe('issue 26: a mail speaks its recipient’s language (their choice, else Turkish)', () => {
  let org: Awaited<ReturnType<typeof createOrganization>>;
  let host: string;
  const people = {} as Record<'adminEn' | 'adminTr' | 'employeeEn' | 'employeeTr', { email: string; token: string }>;

  beforeAll(async () => {
    org = await createOrganization(db(), { name: 'Boğaziçi Yazılım A.Ş.' });
    host = orgHost(org.subdomain);
    const make = async (person: Parameters<typeof createUser>[2]) => {
      const created = await createUser(db(), org.id, person);
      return { email: created.email, token: await loginAs(ctx.app, org.subdomain, created.email, TEST_PASSWORD) };
    };
    people.adminEn = await make({ role: 'ADMIN', firstName: 'Olivia', lastName: 'Brown', language: 'en' });
    people.adminTr = await make({ role: 'ADMIN', firstName: 'Ayla', lastName: 'Kurt' });
    people.employeeEn = await make({ firstName: 'James', lastName: 'Carter', language: 'en' });
    people.employeeTr = await make({ firstName: 'Deniz', lastName: 'Aydın', language: 'tr' });
  });

  const ask = (token: string, startDate: string, endDate: string, reason = 'Holiday') =>
    request(ctx.app, host, 'POST', '/api/leaves', {
      token,
      body: { leaveType: 'annual_paid', startDate, endDate, reason },
    });
  const decide = (token: string, id: string, action: 'approve' | 'reject', body: object = {}) =>
    request(ctx.app, host, 'PUT', `/api/leaves/${id}/${action}`, { token, body });

  it('issue 26: a mail speaks its recipient’s language: one request reaches the English ADMIN in English and the Turkish ADMIN in Turkish at the same time', async () => {
    const [week] = cleanWeeks(40, 1);
    const asked = await ask(people.employeeEn.token, week!.monday, week!.day(1), 'Family visit');
    expect(asked.statusCode).toBe(201);

    const inEnglish = await onlyMailTo(people.adminEn.email, 'leave-request');
    expect(inEnglish.subject).toBe(englishLeave.request.subject('James Carter'));
    expectFrame(inEnglish, 'en', 'Olivia', englishFrame);
    const englishPeriod = englishLeave.period(formatEnglishDate(week!.monday), formatEnglishDate(week!.day(1)));
    const englishSummary = englishLeave.summary(
      leaveTypeNames.annual_paid,
      englishPeriod,
      englishLeaveLengthText({ days: 2 }),
    );
    for (const line of [
      englishLeave.request.opening('James Carter'),
      englishSummary,
      englishLeave.request.reason('Family visit'),
    ])
      expect(inEnglish.text).toContain(`\n${line}\n`);
    expect(inEnglish.text).toContain(`${englishLeave.request.action}: `);
    expect(inEnglish.html).toContain(englishFrame.buttonFallback.replace("'", '&#39;'));

    const inTurkish = await onlyMailTo(people.adminTr.email, 'leave-request');
    expect(inTurkish.subject).toBe(turkishLeave.request.subject('James Carter'));
    expect(inTurkish.subject).toBe('Yeni izin talebi: James Carter');
    expectFrame(inTurkish, 'tr', 'Ayla', turkishFrame);
    const turkishSummary = turkishLeave.summary(
      leaveTypeName('annual_paid'),
      turkishLeave.period(formatTurkishDate(week!.monday), formatTurkishDate(week!.day(1))),
      leaveLengthText({ days: 2 }),
    );
    expect(inTurkish.text).toContain(`\n${turkishSummary}\n`);
    expect(inTurkish.html).toContain(turkishFrame.buttonFallback);
  });

  it('issue 26: a decision speaks its employee’s language, whoever decides: the English employee’s approval and reason-less rejection in English, the Turkish employee’s rejection in Turkish', async () => {
    const [first, second, third] = cleanWeeks(70, 3);
    const approvedId = (await ask(people.employeeEn.token, first!.monday, first!.day(2))).json().leaveRequest.id;
    expect((await decide(people.adminTr.token, approvedId, 'approve', { note: 'İyi tatiller' })).statusCode).toBe(200);
    const approval = await onlyMailTo(people.employeeEn.email, 'leave-approved');
    expect(approval.subject).toBe(englishLeave.decisions.approved.subject);
    expectFrame(approval, 'en', 'James', englishFrame);
    expect(approval.text).toContain(`\n${englishLeave.decisions.approved.line}\n`);
    expect(approval.text).toContain(`\n${englishLeave.note('İyi tatiller')}\n`);
    expect(approval.text).toContain(`${englishLeave.myLeaveAction}: `);

    // No reason given: the stored Turkish default reason reads in each employee's language.
    const rejectedEn = (await ask(people.employeeEn.token, second!.monday, second!.day(1))).json().leaveRequest.id;
    const rejectedTr = (await ask(people.employeeTr.token, third!.monday, third!.day(1))).json().leaveRequest.id;
    expect((await decide(people.adminEn.token, rejectedEn, 'reject')).statusCode).toBe(200);
    expect((await decide(people.adminEn.token, rejectedTr, 'reject')).statusCode).toBe(200);
    const englishRejection = await onlyMailTo(people.employeeEn.email, 'leave-rejected');
    expect(englishRejection.subject).toBe(englishLeave.decisions.rejected.subject);
    expect(englishRejection.text).toContain(`\n${englishLeave.note('No reason for rejection was given')}\n`);
    const turkishRejection = await onlyMailTo(people.employeeTr.email, 'leave-rejected');
    expect(turkishRejection.subject).toBe('İzin talebiniz reddedildi');
    expectFrame(turkishRejection, 'tr', 'Deniz', turkishFrame);
    expect(turkishRejection.text).toContain(`\n${turkishLeave.note(messages.leaves.defaultRejectReason)}\n`);
    // The Turkish employee's request reached the English ADMIN in English.
    const request = (await mailsTo(people.adminEn.email, 'leave-request')).find((m) => m.subject.includes('Deniz'))!;
    expect(request.subject).toBe(englishLeave.request.subject('Deniz Aydın'));
  });

  it('issue 26: an invitation speaks the inviting ADMIN’s language (the invitee has no account yet)', async () => {
    const invited = await request(ctx.app, host, 'POST', '/api/admin/invite', {
      token: people.adminEn.token,
      headers: turkish,
      body: { email: 'new.colleague@ornek.com.tr', firstName: 'Emma', lastName: 'Stone', role: 'EMPLOYEE' },
    });
    expect(invited.statusCode).toBe(201);
    const mail = await onlyMailTo('new.colleague@ornek.com.tr', 'invitation');
    expect(mail.subject).toBe(englishInvitation.subject(org.name));
    expectFrame(mail, 'en', 'Emma', englishFrame);
    const expiresOn = formatEnglishDate(toIstanbulDate(new Date(invited.json().invitation.expiresAt)));
    expect(mail.text).toContain(`\n${englishInvitation.invited(org.name, englishInvitation.roles.EMPLOYEE)}\n`);
    expect(mail.text).toContain(`\n${englishInvitation.footnote(expiresOn)}\n`);

    await request(ctx.app, host, 'POST', '/api/admin/invite', {
      token: people.adminTr.token,
      headers: english,
      body: { email: 'yeni.arkadas@ornek.com.tr', firstName: 'Ece', lastName: 'Tan', role: 'EMPLOYEE' },
    });
    const chosenTurkish = await onlyMailTo('yeni.arkadas@ornek.com.tr', 'invitation');
    // Ayla never chose a language: her English browser's request is English.
    expect(chosenTurkish.subject).toBe(englishInvitation.subject(org.name));
    expect(chosenTurkish.subject).not.toBe(turkishInvitation.subject(org.name));
  });
});

describe('issue 26: a mail to the person making the request speaks the request’s language', () => {
  it('issue 26: a password reset asked from an English browser is English, from a Turkish browser Turkish; the English one arrives over SMTP with <html lang="en">', async () => {
    const org = await createOrganization(db(), { name: 'Marmara Lojistik' });
    const person = await createUser(db(), org.id, { firstName: 'Sophie', lastName: 'Martin' });
    const other = await createUser(db(), org.id, { firstName: 'Gökçe', lastName: 'Er' });
    const ask = (email: string, headers: Record<string, string>) =>
      request(ctx.app, orgHost(org.subdomain), 'POST', '/api/password-reset/request', { body: { email }, headers });
    expect((await ask(person.email, english)).statusCode).toBe(200);
    expect((await ask(other.email, turkish)).statusCode).toBe(200);
    await ctx.app.backgroundWork.settled();

    const inEnglish = await onlyMailTo(person.email, 'password-reset');
    expect(inEnglish.subject).toBe(englishReset.reset.subject);
    expectFrame(inEnglish, 'en', 'Sophie', englishFrame);
    expect(inEnglish.text).toContain(`\n${englishReset.reset.received(org.name)}\n`);
    expect(inEnglish.text).toContain(`\n${englishReset.reset.action}: http://${org.subdomain}.localhost:3000/`);
    const inTurkish = await onlyMailTo(other.email, 'password-reset');
    expect(inTurkish.subject).toBe(turkishReset.reset.subject);
    expectFrame(inTurkish, 'tr', 'Gökçe', turkishFrame);

    const smtp = await startSmtpSink();
    const worker = createMailWorker({ db: db(), smtpUrl: smtp.url, from: 'Paydos <bildirim@paydos.test>' });
    try {
      await worker.runOnce();
      const delivered = smtp.received.find((m) => m.to.includes(person.email));
      expect(delivered).toBeDefined();
      const body = decodeQuotedPrintable(delivered!.raw);
      expect(body).toMatch(new RegExp(`^Subject: ${englishReset.reset.subject}$`, 'm'));
      expect(body).toContain('<html lang="en">');
      expect(body).toContain(englishFrame.greeting('Sophie'));
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });
});

describe('issue 26: a scheduled mail speaks its recipient’s language (the worker reads users.language)', () => {
  it('issue 26: on the same morning the English person’s birthday mail and the English ADMIN’s note are English, the Turkish person’s birthday mail Turkish', async () => {
    const day = '2031-05-14';
    const nine = new Date(`${day}T09:30:00+03:00`);
    const org = await createOrganization(db(), {
      name: 'Ege Tekstil',
      trialEndsAt: new Date(nine.getTime() + 60 * 86_400_000),
    });
    const admin = await createUser(db(), org.id, {
      role: 'ADMIN',
      firstName: 'Lucas',
      lastName: 'Meyer',
      language: 'en',
      birthDate: '1980-01-02',
      startDate: '2015-01-05',
    });
    const englishPerson = await createUser(db(), org.id, {
      firstName: 'Hannah',
      lastName: 'Fischer',
      language: 'en',
      birthDate: '1993-05-14',
      startDate: '2022-02-01',
    });
    const turkishPerson = await createUser(db(), org.id, {
      firstName: 'Selin',
      lastName: 'Doğan',
      birthDate: '1994-05-14',
      startDate: '2022-02-02',
    });
    await sendScheduledMails(db(), ctx.app.config, nine);

    const englishBirthday = await onlyMailTo(englishPerson.email, 'birthday');
    expect(englishBirthday.subject).toBe(englishScheduled.birthday.subject('Hannah'));
    expectFrame(englishBirthday, 'en', 'Hannah', englishFrame);
    expect(englishBirthday.text).toContain(`\n${englishScheduled.birthday.wishes(org.name)}\n`);

    const turkishBirthday = await onlyMailTo(turkishPerson.email, 'birthday');
    expect(turkishBirthday.subject).toBe(turkishScheduled.birthday.subject('Selin'));
    expect(turkishBirthday.subject).toBe('Doğum gününüz kutlu olsun, Selin!');
    expectFrame(turkishBirthday, 'tr', 'Selin', turkishFrame);

    const note = await onlyMailTo(admin.email, 'admin-digest');
    expect(note.subject).toBe(englishScheduled.adminDigest.subject(formatEnglishDate(day)));
    expect(note.html).toContain('<html lang="en">');
    expect(note.text.startsWith(`${englishScheduled.adminDigest.greeting('Lucas')}\n`)).toBe(true);
    const birthdays = [englishPerson, turkishPerson].map((p) => `${p.firstName} ${p.lastName}`);
    expect(
      [birthdays.join(', '), birthdays.reverse().join(', ')].map(englishScheduled.adminDigest.birthdays),
    ).toContain(note.text.split('\n')[4]);
  });
});
