import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, mailOutbox } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { createOrganization, createUser } from '../../../test/factories';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { createInvitation } from './create-invitation';

let ctx: TestContext;
let scope: { organizationId: string; organizationName: string; subdomain: string };
beforeAll(async () => {
  ctx = await createTestApp();
  const org = await createOrganization(ctx.handle.db, { name: 'Ödül & Şeref <Ltd>' });
  scope = { organizationId: org.id, organizationName: org.name, subdomain: org.subdomain };
});
afterAll(() => ctx.close());

describe('createInvitation (product §D3: hashed single-use token, 7 days; mail through the outbox)', () => {
  it('stores only the token hash and queues a Turkish mail linking to /register on the main site', async () => {
    const { invitation, token, url } = await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      scope,
      {
        email: 'Yeni.Kisi@Ornek.com.tr',
        firstName: 'Gülşen',
        lastName: 'Ateş',
        role: 'MANAGER',
      },
      null,
      'tr',
      new Date(),
    );
    expect(invitation.email).toBe('yeni.kisi@ornek.com.tr');
    expect(invitation.tokenHash).toBe(hashToken(token));
    expect(invitation.tokenHash).not.toContain(token);
    const days = (invitation.expiresAt.getTime() - invitation.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);
    expect(url).toBe(`http://localhost:3000/register?token=${token}`);

    const [mail] = await ctx.handle.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, 'yeni.kisi@ornek.com.tr'));
    expect(mail).toMatchObject({ template: 'invitation', status: 'PENDING', organizationId: scope.organizationId });
    expect(mail!.subject).toBe("Ödül & Şeref <Ltd> sizi Paydos'a davet etti");
    expect(mail!.text).toContain(url);
    expect(mail!.text).toContain('Yönetici olarak davet etti');
    expect(mail!.html).toContain('Ödül &amp; Şeref &lt;Ltd&gt;');
    expect(mail!.html).not.toContain('<Ltd>');
  });

  it('a second invitation to the same address cancels the first', async () => {
    const first = await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      scope,
      { email: 'iki@ornek.com.tr', firstName: 'A', lastName: 'B' },
      null,
      'tr',
      new Date(),
    );
    await createInvitation(
      ctx.handle.db,
      ctx.app.config,
      scope,
      { email: 'iki@ornek.com.tr', firstName: 'A', lastName: 'B' },
      null,
      'tr',
      new Date(),
    );
    const [old] = await ctx.handle.db.select().from(invitations).where(eq(invitations.id, first.invitation.id));
    expect(old!.cancelledAt).not.toBeNull();
  });

  it('refuses an address that already belongs to a person of the organization', async () => {
    const person = await createUser(ctx.handle.db, scope.organizationId);
    await expect(
      createInvitation(
        ctx.handle.db,
        ctx.app.config,
        scope,
        { email: person.email, firstName: 'A', lastName: 'B' },
        null,
        'tr',
        new Date(),
      ),
    ).rejects.toMatchObject({ status: 409 });
  });
});
