/** Prepares the browser tests' database before the server opens it: the demo plus a second organization. */
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../packages/server/src/config';
import { openDatabase } from '../../packages/server/src/db/client';
import { organizations } from '../../packages/server/src/db/schema';
import { ensureDemoData } from '../../packages/server/src/features/demo/demo-organization';
import { createInvitation } from '../../packages/server/src/features/invitations/create-invitation';
import { createOrganization, createUser } from '../../packages/server/test/factories';
import { E2E_INVITEE, E2E_RESET_PERSON } from './people';

const handle = await openDatabase(loadConfig().database);
await handle.migrate();
await ensureDemoData(handle.db);
const acme = await createOrganization(handle.db, { subdomain: 'acme', name: 'Acme Lojistik A.Ş.' });
await createUser(handle.db, acme.id, { role: 'ADMIN', email: 'yonetici@acme.test', firstName: 'İpek', lastName: 'Uğur' });
// invitation-and-password.e2e.ts: a pending invitation of the demo organization (its mail waits in the
// outbox for the operator's mailbox) and a person of its own whose password that test resets.
const config = loadConfig();
const [demo] = await handle.db.select().from(organizations).where(eq(organizations.subdomain, 'demo'));
await createInvitation(handle.db, config, { organizationId: demo!.id, organizationName: demo!.name, subdomain: demo!.subdomain }, E2E_INVITEE, null);
await createUser(handle.db, demo!.id, E2E_RESET_PERSON);
await handle.close();
