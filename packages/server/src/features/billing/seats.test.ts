import { and, eq } from 'drizzle-orm';
import { pdfText } from '../../../test/pdf-text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, billingEvents, invitations, payments, subscriptions, users } from '../../db/schema';

import { mainHost, operatorHost, operatorToken, request } from '../../../test/http';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from '../invitations/create-invitation';
import { GOOD_CARD, payingSetup } from './billing-test-support';
import { runRenewals } from './renewals';
import {
  createDemoProvider,
  DEMO_RENEWAL_DECLINED_CARD,
  type DemoProviderJournal,
  type PaymentProvider,
} from './payment-provider';
import { toggleUserActive } from '../staff/toggle-user-active';

let ctx: TestContext;
let opToken = '';
beforeAll(async () => {
  ctx = await createTestApp();
  opToken = await operatorToken(ctx.app, ctx.handle.db);
});
afterAll(() => ctx.close());

const DAY = 86_400_000;
const db = () => ctx.handle.db;

/** Güneş İnşaat with its ADMIN, MANAGER and EMPLOYEE (payingSetup) and the two others' ids. */
async function setup() {
  const s = await payingSetup(ctx.app, db());
  // By role, not by row order: a table without `order by` answers in whatever order its rows lie (a login's
  // update moves a row), and the manager taken for the employee made this test deactivate the wrong person.
  const people = await db()
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.organizationId, s.org.id), eq(users.isActive, true)));
  const idOf = (role: 'MANAGER' | 'EMPLOYEE') => people.find((person) => person.role === role)!.id;
  const [managerId, employeeId] = [idOf('MANAGER'), idOf('EMPLOYEE')];
  const toggle = (id: string) => request(ctx.app, s.host, 'DELETE', `/api/admin/users/${id}`, { token: s.adminToken });
  const pay = async (billingType: 'monthly' | 'yearly', card = GOOD_CARD) => {
    const paid = await request(ctx.app, s.host, 'POST', '/api/billing/checkout', {
      token: s.adminToken,
      body: { billingType, card },
    });
    expect(paid.statusCode).toBe(200);
  };
  return { ...s, managerId, employeeId, toggle, pay };
}

const subscriptionOf = async (organizationId: string) =>
  (await db().select().from(subscriptions).where(eq(subscriptions.organizationId, organizationId)))[0]!;
const seatPayments = (organizationId: string) =>
  db()
    .select()
    .from(payments)
    .where(and(eq(payments.organizationId, organizationId), eq(payments.kind, 'SEATS')));

/** The paid year as if bought 65 days ago: 365 days, 300 left (a seat: 70800 × 300 / 365 = 58191.78 → 58192 kuruş). */
async function yearBoughtDaysAgo(organizationId: string, daysAgo = 65) {
  const start = new Date(Date.now() - daysAgo * DAY);
  await db()
    .update(subscriptions)
    .set({ currentPeriodStartsAt: start, currentPeriodEndsAt: new Date(start.getTime() + 365 * DAY) })
    .where(eq(subscriptions.organizationId, organizationId));
}

describe('seats follow the people: an activation beyond the paid seats is charged for the rest of the period (issue 20)', () => {
  it('the finding: deactivate 2 of 3, pay the yearly plan for 1, reactivate both → each charged prorated on the saved card, receipts exist, paid seats 3', async () => {
    const s = await setup();
    expect((await s.toggle(s.managerId)).statusCode).toBe(200);
    expect((await s.toggle(s.employeeId)).statusCode).toBe(200);
    await s.pay('yearly');
    expect(await subscriptionOf(s.org.id)).toMatchObject({ paidSeats: 1, pricePerUserKurus: 70800 });
    await yearBoughtDaysAgo(s.org.id);

    expect((await s.toggle(s.managerId)).statusCode).toBe(200);
    expect((await s.toggle(s.employeeId)).statusCode).toBe(200);

    const charged = await seatPayments(s.org.id);
    expect(charged).toHaveLength(2);
    for (const payment of charged) {
      expect(payment).toMatchObject({
        status: 'SUCCEEDED',
        userCount: 1,
        amountKurus: 58192,
        listPriceKurus: 70800,
        proratedDays: 300,
        periodDays: 365,
        cardLast4: '4242',
        billingType: 'yearly',
        paidById: s.adminId,
      });
    }
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(3);
    const events = await db()
      .select()
      .from(billingEvents)
      .where(and(eq(billingEvents.organizationId, s.org.id), eq(billingEvents.kind, 'SEATS_ADDED')));
    expect(events.map((e) => e.amountKurus)).toEqual([58192, 58192]);

    const receipt = await request(ctx.app, s.host, 'GET', `/api/billing/payments/${charged[0]!.id}/receipt.pdf`, {
      token: s.adminToken,
    });
    expect(receipt.statusCode).toBe(200);
    const text = await pdfText(receipt.rawPayload);
    expect(text).toContain('Ek kullanıcı sayısı');
    expect(text).toContain('365 günlük dönemin 300 günü');
    expect(text).toContain('581,92');

    const summary = (await request(ctx.app, s.host, 'GET', '/api/billing/summary', { token: s.adminToken })).json();
    expect(summary.seats).toEqual({ paid: 3, inUse: 3 });
    expect(summary.payments.filter((p: { kind: string }) => p.kind === 'SEATS')).toHaveLength(2);
  });

  it('a reactivation within the paid seats charges nothing: seats freed by a deactivation are reused, paid seats do not shrink', async () => {
    const s = await setup();
    await s.pay('yearly');
    expect((await s.toggle(s.employeeId)).statusCode).toBe(200);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(3);
    expect((await s.toggle(s.employeeId)).statusCode).toBe(200);
    expect(await seatPayments(s.org.id)).toEqual([]);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(3);
  });

  it('the seat quote says what activating one more person costs; within the seats, nothing', async () => {
    const s = await setup();
    await s.toggle(s.employeeId);
    await s.pay('yearly');
    await yearBoughtDaysAgo(s.org.id);
    const quote = await request(ctx.app, s.host, 'GET', '/api/billing/seat-quote', { token: s.adminToken });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      seatsCount: true,
      paidSeats: 2,
      activePeople: 2,
      extraSeats: 1,
      amountTL: 581.92,
      daysLeft: 300,
      periodDays: 365,
      cardLast4: '4242',
    });
    expect(
      (await request(ctx.app, s.host, 'GET', '/api/billing/seat-quote', { token: s.managerToken })).statusCode,
    ).toBe(403);
    await s.toggle(s.managerId);
    expect(
      (await request(ctx.app, s.host, 'GET', '/api/billing/seat-quote', { token: s.adminToken })).json(),
    ).toMatchObject({ paidSeats: 2, activePeople: 1, extraSeats: 0, amountTL: 0 });
  });

  it('a declined seat charge refuses the reactivation with a Turkish 402 and changes nothing (person inactive, paid seats, no audit entry)', async () => {
    const s = await setup();
    await s.toggle(s.employeeId);
    await s.pay('yearly', { ...GOOD_CARD, number: DEMO_RENEWAL_DECLINED_CARD });
    const response = await s.toggle(s.employeeId);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({
      code: 'SEAT_PAYMENT_DECLINED',
      error: 'Ek kullanıcı ödemesi reddedildi: kayıtlı kartınızdan çekim yapılamadı. Kişi aktifleştirilmedi.',
    });
    const [employee] = await db().select().from(users).where(eq(users.id, s.employeeId));
    expect(employee!.isActive).toBe(false);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(2);
    expect((await seatPayments(s.org.id)).map((p) => p.status)).toEqual(['FAILED']);
    const activations = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, s.employeeId), eq(auditLog.action, 'staff.activate')));
    expect(activations).toEqual([]);
  });

  it('during the trial nothing is charged (a trial has no seats)', async () => {
    const s = await setup();
    await s.toggle(s.employeeId);
    expect((await s.toggle(s.employeeId)).statusCode).toBe(200);
    expect(await db().select().from(payments).where(eq(payments.organizationId, s.org.id))).toEqual([]);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBeNull();
    const quote = (await request(ctx.app, s.host, 'GET', '/api/billing/seat-quote', { token: s.adminToken })).json();
    expect(quote).toMatchObject({ seatsCount: false, paidSeats: null, extraSeats: 0, amountTL: 0 });
  });

  it('the renewal bills the people active then and sets paid seats to them', async () => {
    const s = await setup();
    await s.pay('monthly');
    await s.toggle(s.employeeId);
    const periodEnd = (await subscriptionOf(s.org.id)).currentPeriodEndsAt!;
    await runRenewals(
      { db: db(), provider: createDemoProvider({ delayMs: 0 }), config: ctx.app.config },
      new Date(periodEnd.getTime() + 60_000),
    );
    expect(await subscriptionOf(s.org.id)).toMatchObject({ paidSeats: 2 });
  });
});

describe('registration through an invitation takes a seat', () => {
  async function invited(s: Awaited<ReturnType<typeof setup>>) {
    const email = `yeni-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@ornek.com.tr`;
    const scope = { organizationId: s.org.id, organizationName: s.org.name, subdomain: s.org.subdomain };
    const { token } = await createInvitation(
      db(),
      ctx.app.config,
      scope,
      { email, firstName: 'Deniz', lastName: 'Öztürk', role: 'EMPLOYEE', startDate: '2024-01-02', department: null },
      null,
      'tr',
      new Date(),
    );
    const form = {
      invitationToken: token,
      password: 'Nehir-Kıyısı-7',
      phone: '+90 532 111 22 33',
      nationalId: '10000000146',
      birthday: '1990-05-05',
      address: 'Kadıköy',
      emergencyContact: 'Ali',
      emergencyPhone: '+90 532 444 55 66',
    };
    return { email, register: () => request(ctx.app, mainHost, 'POST', '/api/auth/register', { body: form }) };
  }

  it('registering beyond the paid seats charges the seat prorated, and the person is in', async () => {
    const s = await setup();
    await s.pay('yearly');
    await yearBoughtDaysAgo(s.org.id);
    const { email, register } = await invited(s);
    expect((await register()).statusCode).toBe(200);
    expect(await seatPayments(s.org.id)).toMatchObject([
      { status: 'SUCCEEDED', userCount: 1, amountKurus: 58192, paidById: null },
    ]);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(4);
    expect(
      await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, s.org.id), eq(users.email, email))),
    ).toHaveLength(1);
  });

  it('a declined seat charge refuses the registration, asks to contact the administrator, and writes nothing (no user, invitation still open)', async () => {
    const s = await setup();
    await s.pay('yearly', { ...GOOD_CARD, number: DEMO_RENEWAL_DECLINED_CARD });
    const { email, register } = await invited(s);
    const response = await register();
    expect(response.statusCode).toBe(402);
    expect(response.json().error).toContain('Lütfen yöneticinizle iletişime geçin');
    expect(
      await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.organizationId, s.org.id), eq(users.email, email))),
    ).toEqual([]);
    const [invitation] = await db()
      .select()
      .from(invitations)
      .where(and(eq(invitations.organizationId, s.org.id), eq(invitations.email, email)));
    expect(invitation!.acceptedAt).toBeNull();
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(3);
  });
});

describe('the operator activating a person takes a seat too', () => {
  const op = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    request(ctx.app, operatorHost, method, url, { token: opToken, body });

  it('creating an active user and re-activating one beyond the paid seats each charge the organization’s saved card', async () => {
    const s = await setup();
    await s.toggle(s.employeeId);
    await s.pay('yearly');
    await yearBoughtDaysAgo(s.org.id);
    const created = await op('POST', `/api/superadmin/organizations/${s.org.id}/users`, {
      email: `op-${Date.now()}@ornek.com.tr`,
      firstName: 'Ece',
      lastName: 'Kaya',
      role: 'EMPLOYEE',
      isActive: true,
    });
    expect(created.statusCode).toBe(201);
    expect((await op('PUT', `/api/superadmin/users/${s.employeeId}`, { isActive: true })).statusCode).toBe(200);
    expect((await seatPayments(s.org.id)).map((p) => [p.status, p.amountKurus])).toEqual([
      ['SUCCEEDED', 58192],
      ['SUCCEEDED', 58192],
    ]);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(4);
    // An inactive new user takes no seat.
    const inactive = await op('POST', `/api/superadmin/organizations/${s.org.id}/users`, {
      email: `op2-${Date.now()}@ornek.com.tr`,
      firstName: 'Can',
      lastName: 'Ak',
      role: 'EMPLOYEE',
      isActive: false,
    });
    expect(inactive.statusCode).toBe(201);
    expect(await seatPayments(s.org.id)).toHaveLength(2);
  });

  it('declined: the operator’s reactivation is refused (402) and the person stays inactive', async () => {
    const s = await setup();
    await s.toggle(s.employeeId);
    await s.pay('yearly', { ...GOOD_CARD, number: DEMO_RENEWAL_DECLINED_CARD });
    const response = await op('PUT', `/api/superadmin/users/${s.employeeId}`, { isActive: true });
    expect(response.statusCode).toBe(402);
    const [employee] = await db().select().from(users).where(eq(users.id, s.employeeId));
    expect(employee!.isActive).toBe(false);
  });
});

describe('two activations racing for seats', () => {
  it('both charged for the same one extra seat: one is written, the other answers 409 and its own charge is refunded', async () => {
    const s = await setup();
    await s.toggle(s.managerId);
    await s.toggle(s.employeeId);
    await s.pay('yearly');
    const journal: DemoProviderJournal = { chargeKeys: [], refunds: [] };
    const demo = createDemoProvider({ delayMs: 0, journal });
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => (release = resolve));
    const provider: PaymentProvider = {
      ...demo,
      async charge(charge) {
        const result = await demo.charge(charge);
        if (journal.chargeKeys.length >= 2) release();
        await bothAsked;
        return result;
      },
    };
    const actor = { kind: 'USER' as const, id: s.adminId, label: 'ADMIN', ipAddress: null };
    const scope = { organizationId: s.org.id };
    const results = await Promise.allSettled([
      toggleUserActive(db(), ctx.app.config, provider, scope, s.managerId, actor, new Date()),
      toggleUserActive(db(), ctx.app.config, provider, scope, s.employeeId, actor, new Date()),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ status: 409 });
    expect(journal.chargeKeys).toHaveLength(2);
    expect(journal.refunds).toHaveLength(1);
    const charged = await seatPayments(s.org.id);
    expect(charged).toHaveLength(1);
    expect(journal.refunds[0]).not.toBe(charged[0]!.providerReference);
    expect((await subscriptionOf(s.org.id)).paidSeats).toBe(2);
    const active = await db()
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.organizationId, s.org.id), eq(users.isActive, true)));
    expect(active).toHaveLength(2);
  });
});
