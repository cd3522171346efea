import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSecretBox, openSecretBox, resealRows, SECRETS_KEY_FILE, UnopenableSecretError } from './sealed-secrets';

const context = 'webhook_endpoints.secret:org-a';

describe('sealed secrets (docs/SECURITY.md "Secrets at rest")', () => {
  const folders: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'paydos-secrets-'));
    folders.push(dir);
    return dir;
  };
  afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('a sealed value opens to the secret under its key and context, and differs at every sealing (a fresh nonce)', () => {
    const box = createSecretBox(randomBytes(32));
    const first = box.seal('whsec_gizli', context);
    expect(first).toMatch(new RegExp(`^sealed:v1:${box.keyId()}:`));
    expect(first).not.toContain('gizli');
    expect(box.open(first, context)).toBe('whsec_gizli');
    expect(box.seal('whsec_gizli', context)).not.toBe(first);
    expect(box.isStale(first)).toBe(false);
  });

  it('the seal names its column and organization: another context, another key or an altered value does not open', () => {
    const box = createSecretBox(randomBytes(32));
    const sealed = box.seal('whsec_gizli', context);
    expect(() => box.open(sealed, 'webhook_endpoints.secret:org-b')).toThrow(UnopenableSecretError);
    expect(() => box.open(sealed, 'organization_sso.client_secret:org-a')).toThrow(UnopenableSecretError);
    expect(() => createSecretBox(randomBytes(32)).open(sealed, context)).toThrow(/SECRETS_KEY/);
    const altered = `${sealed.slice(0, -2)}${sealed.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(() => box.open(altered, context)).toThrow(UnopenableSecretError);
  });

  it('key rotation: a value sealed under a previous key opens and is stale; a plain value (written before sealing) opens as itself and is stale; the start reseals both and counts what does not open', async () => {
    const oldKey = randomBytes(32);
    const sealedBefore = createSecretBox(oldKey).seal('istemci-sirri', context);
    const box = createSecretBox(randomBytes(32), [oldKey]);
    expect(box.open(sealedBefore, context)).toBe('istemci-sirri');
    expect(box.isStale(sealedBefore)).toBe(true);
    expect(box.open('whsec_duz', context)).toBe('whsec_duz');
    expect(box.isStale('whsec_duz')).toBe(true);
    const current = box.seal('guncel', context);
    const foreign = createSecretBox(randomBytes(32)).seal('yabanci', context);
    const rows = [sealedBefore, 'whsec_duz', current, foreign].map((stored) => ({ organizationId: 'org-a', stored }));
    const written = new Map<string, string>();
    const count = await resealRows(
      rows,
      box,
      (organizationId) => `webhook_endpoints.secret:${organizationId}`,
      async (row, sealed) => {
        written.set(row.stored, sealed);
      },
    );
    expect(count).toEqual({ resealed: 2, unopenable: 1 });
    expect([...written.keys()]).toEqual([sealedBefore, 'whsec_duz']);
    expect(box.open(written.get(sealedBefore)!, context)).toBe('istemci-sirri');
    expect(box.isStale(written.get('whsec_duz')!)).toBe(false);
  });

  it('without SECRETS_KEY the key is DATA_DIR/secrets.key, made (mode 600) at the first use and kept; nothing is made while no secret is used', () => {
    const dataDir = folder();
    const config = loadConfig({ DATA_DIR: dataDir });
    const unused = openSecretBox(config);
    expect(existsSync(path.join(dataDir, SECRETS_KEY_FILE))).toBe(false);
    const sealed = unused.seal('whsec_gizli', context);
    const file = path.join(dataDir, SECRETS_KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toHaveLength(32);
    expect(openSecretBox(loadConfig({ DATA_DIR: dataDir })).open(sealed, context)).toBe('whsec_gizli');
  });

  it('SECRETS_KEY wins over the key file, and SECRETS_PREVIOUS_KEYS opens what the file key sealed', () => {
    const dataDir = folder();
    const sealedByFile = openSecretBox(loadConfig({ DATA_DIR: dataDir })).seal('whsec_gizli', context);
    const fileKey = readFileSync(path.join(dataDir, SECRETS_KEY_FILE), 'utf8').trim();
    const key = randomBytes(32).toString('base64');
    const box = openSecretBox(loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: key, SECRETS_PREVIOUS_KEYS: fileKey }));
    expect(box.keyId()).toBe(createSecretBox(Buffer.from(key, 'base64')).keyId());
    expect(box.open(sealedByFile, context)).toBe('whsec_gizli');
    expect(() =>
      openSecretBox(loadConfig({ DATA_DIR: dataDir, SECRETS_KEY: key })).open(sealedByFile, context),
    ).toThrow(UnopenableSecretError);
  });

  it('a SECRETS_KEY or previous key that is not 32 bytes in base64 stops the start, saying how to make one', () => {
    expect(() => loadConfig({ SECRETS_KEY: 'kisa' })).toThrow(
      /SECRETS_KEY: needs 32 bytes in base64 \(openssl rand -base64 32\)/,
    );
    expect(() => loadConfig({ SECRETS_PREVIOUS_KEYS: `${randomBytes(32).toString('base64')},kisa` })).toThrow(
      /SECRETS_PREVIOUS_KEYS/,
    );
  });
});
