import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { handoverCodes, ssoLoginStates } from '../db/schema';
import { signInAtProvider } from '../../test/oidc-provider';
import {
  callback,
  callbackUrlOf,
  configure,
  ctx,
  newOrg,
  provider,
  refusal,
  sessionFrom,
  signIn,
  start,
  type Org,
} from '../features/sso/sso-fixture';

/** Handover codes of an organization: what a successful callback makes, and a refused one must not. */
const codesOf = async (org: Org) =>
  (
    await ctx.handle.db.select({ n: count() }).from(handoverCodes).where(eq(handoverCodes.organizationId, org.org.id))
  )[0]!.n;

/** A sign-in taken to the provider and back: the callback URL it redirected to and the browser's cookie, not yet used. */
async function toCallback(org: Org) {
  const started = await start(org.host);
  return { callbackUrl: await signInAtProvider(started.location, org.employee.email), cookie: started.cookie };
}

const withParameter = (url: string, name: string, value: string | null) => {
  const parsed = new URL(url);
  if (value === null) parsed.searchParams.delete(name);
  else parsed.searchParams.set(name, value);
  return parsed.href;
};

/**
 * The attack suite of single sign-on (issue 26 item 4): the generic suite (attack-suite.test.ts) sends
 * every session and hostile value to its routes; these are the protocol's own attacks, against a real
 * provider. Each refusal ends on the login page with its code and makes no session.
 */
describe('attack suite: single sign-on routes (other organization’s host, bad state, replayed code)', () => {
  it('another organization’s host: a callback of organization A sent to B’s host is refused (the tenant is the host’s, the state is bound to A), and A’s own callback still works', async () => {
    const a = await newOrg();
    const b = await newOrg();
    await configure(a);
    await configure(b);
    const { callbackUrl, cookie } = await toCallback(a);
    const onB = await callback(b.host, callbackUrl.replace(a.org.subdomain, b.org.subdomain), cookie);
    expect(refusal(onB)).toBe('oturum');
    expect(await codesOf(b)).toBe(0);
    const session = await sessionFrom(a, await callback(a.host, callbackUrl, cookie));
    expect(session.user.id).toBe(a.employee.id);
  });

  it('bad state: none, a forged one, one from another browser (no or another cookie), an expired one: refused, no session', async () => {
    const org = await newOrg();
    await configure(org);
    const before = await codesOf(org);
    const first = await toCallback(org);
    expect(refusal(await callback(org.host, withParameter(first.callbackUrl, 'state', null), first.cookie))).toBe(
      'oturum',
    );
    expect(
      refusal(await callback(org.host, withParameter(first.callbackUrl, 'state', 'uydurma-durum'), first.cookie)),
    ).toBe('oturum');
    const other = await toCallback(org);
    expect(refusal(await callback(org.host, other.callbackUrl, null))).toBe('oturum');
    const third = await toCallback(org);
    expect(refusal(await callback(org.host, third.callbackUrl, first.cookie))).toBe('oturum');
    const late = await toCallback(org);
    await ctx.handle.db
      .update(ssoLoginStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(ssoLoginStates.organizationId, org.org.id));
    expect(refusal(await callback(org.host, late.callbackUrl, late.cookie))).toBe('oturum');
    expect(await codesOf(org)).toBe(before);
  });

  it('replayed code: the callback URL used twice is refused the second time, and the spent code under a fresh state is refused by the provider', async () => {
    const org = await newOrg();
    await configure(org);
    const { response, callbackUrl, cookie } = await signIn(org, org.employee.email);
    await sessionFrom(org, response);
    const codes = await codesOf(org);
    expect(refusal(await callback(org.host, callbackUrl, cookie))).toBe('oturum');
    const fresh = await start(org.host);
    const state = new URL(fresh.location).searchParams.get('state')!;
    expect(refusal(await callback(org.host, withParameter(callbackUrl, 'state', state), fresh.cookie))).toBe(
      'saglayici',
    );
    expect(await codesOf(org)).toBe(codes);
  });

  it('a mix-up: an answer that names another issuer (RFC 9207 `iss`) is refused', async () => {
    const org = await newOrg();
    await configure(org);
    const { callbackUrl, cookie } = await toCallback(org);
    expect(
      refusal(await callback(org.host, withParameter(callbackUrl, 'iss', 'https://saldirgan.example'), cookie)),
    ).toBe('saglayici');
    expect(await codesOf(org)).toBe(0);
    expect(provider.issuer).toMatch(/^http:\/\/127\.0\.0\.1:/);
    expect(callbackUrlOf(org.org.subdomain)).toContain(org.org.subdomain);
  });
});
