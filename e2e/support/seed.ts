/** Prepares the browser tests' database before the server opens it: the demo plus a second organization. */
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { ensureDemoData } from '../../packages/server/src/features/demo/demo-organization';
import { createOrganization, createUser } from '../../packages/server/test/factories';

const handle = await openDatabase(loadConfig().database);
await handle.migrate();
await ensureDemoData(handle.db);
const acme = await createOrganization(handle.db, { subdomain: 'acme', name: 'Acme Lojistik A.Ş.' });
await createUser(handle.db, acme.id, { role: 'ADMIN', email: 'yonetici@acme.test', firstName: 'İpek', lastName: 'Uğur' });
await handle.close();
