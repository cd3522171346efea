import { hash, verify } from '@node-rs/argon2';

// argon2id with the OWASP-recommended minimum (19 MiB, 2 passes); @node-rs/argon2 defaults to argon2id.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

/** A hash of nothing anyone knows: verifying against it when the account is missing keeps timing even. */
const unknownAccountHash = hash('paydos-unknown-account', options);

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await unknownAccountHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
