import { createServer, type AddressInfo } from 'node:net';

/** A free TCP port on 127.0.0.1 for a server a test or bench starts in its own process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
