/** npm run operator:create -- --username NAME --name "Full Name": asks nothing; the password comes from OPERATOR_PASSWORD. */
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { operators } from '../db/schema';
import { hashPassword, isGuessablePassword } from '../platform/passwords';

const { values } = parseArgs({ options: { username: { type: 'string' }, name: { type: 'string' } } });
const password = process.env.OPERATOR_PASSWORD;
if (!values.username || !password || password.length < 12) {
  console.error(
    'Usage: OPERATOR_PASSWORD=<at least 12 characters> npm run operator:create -- --username NAME [--name "Full Name"]',
  );
  process.exit(2);
}
if (isGuessablePassword(password)) {
  console.error(
    'OPERATOR_PASSWORD is too common or too easy to guess (issue 20: the same rule as every password); choose another.',
  );
  process.exit(2);
}
const handle = await openDatabase(loadConfig().database);
await handle.migrate();
await handle.db
  .insert(operators)
  .values({
    username: values.username,
    name: values.name ?? values.username,
    passwordHash: await hashPassword(password),
  })
  .onConflictDoUpdate({ target: operators.username, set: { passwordHash: await hashPassword(password) } });
console.log(`Operator ${values.username} is ready.`);
await handle.close();
