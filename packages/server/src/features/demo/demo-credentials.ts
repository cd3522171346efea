import { randomInt } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/**
 * The demo's logins are random per installation (issue 20, item 1): made at the first start, stored
 * as argon2id hashes like any password, and readable only in this file of the data folder (mode 600).
 * Nothing in the repository is a working password.
 */
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.json';
export const DEMO_OPERATOR_USERNAME = 'operator';

const password = z.string().min(12);
const credentialsSchema = z.object({
  /** Every person of the demo organization (DEMO_PEOPLE). */
  peoplePassword: password,
  /** Every person of the paying demo organization (demo-billing.ts). */
  payingPeoplePassword: password,
  operator: z.object({ username: z.string().min(1), password }),
});
export type DemoCredentials = z.infer<typeof credentialsSchema>;

/** Lower-case letters and digits without the look-alikes (l, o, 0, 1): 32 symbols, 5 bits each. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A readable random password from the system's CSPRNG: `xxxx-xxxx-xxxx-xxxx`, 80 bits. */
export function randomReadablePassword(): string {
  const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return [group(), group(), group(), group()].join('-');
}

export const demoCredentialsPath = (dataDir: string) => path.join(dataDir, DEMO_CREDENTIALS_FILE);

/** The installation's demo logins, or null when the file is missing or unreadable. */
export function readDemoCredentials(dataDir: string): DemoCredentials | null {
  const file = demoCredentialsPath(dataDir);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  const result = credentialsSchema.safeParse(parsed);
  if (!result.success) return null;
  // A copy or an editor may have widened it: readable by its owner only.
  if ((statSync(file).mode & 0o777) !== 0o600) chmodSync(file, 0o600);
  return result.data;
}

/** New random logins for an installation (not yet saved: writeDemoCredentials does, once the database holds their hashes). */
export function newDemoCredentials(): DemoCredentials {
  return {
    peoplePassword: randomReadablePassword(),
    payingPeoplePassword: randomReadablePassword(),
    operator: { username: DEMO_OPERATOR_USERNAME, password: randomReadablePassword() },
  };
}

/** Writes the logins to DATA_DIR/demo-credentials.json, readable by its owner only (mode 600); replaces an unreadable file. */
export function writeDemoCredentials(dataDir: string, credentials: DemoCredentials): void {
  const note =
    'Paydos demo kurulumu: bu kuruluma özel rastgele demo şifreleri; gerçek şirket verisi için değildir. / Demo installation logins, random per installation; not for real company data.';
  mkdirSync(dataDir, { recursive: true });
  const file = demoCredentialsPath(dataDir);
  // The mode applies to a new file, chmod to a replaced one.
  writeFileSync(file, JSON.stringify({ note, ...credentials }, null, 2) + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
}
