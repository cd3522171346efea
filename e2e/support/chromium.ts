import { existsSync } from 'node:fs';

/** Debian's Chromium; the browser tests never download one. Missing Chromium fails the run, it never skips. */
export function chromiumPath(): string {
  const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(candidate)) {
    throw new Error(
      `Chromium was not found at ${candidate}. Install it with \`sudo apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH to a Chromium binary), then run `npm test` again.',
    );
  }
  return candidate;
}
