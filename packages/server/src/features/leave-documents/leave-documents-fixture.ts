import type { App } from '../../app';

/** A multipart boundary for the tests' bodies. */
export const BOUNDARY = '----paydos-belge-sinir';

/** The smallest files of each kind, by their real first bytes (file-type reads the content, not the name). */
export const SAMPLE_FILES = {
  pdf: Buffer.from(
    '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n',
  ),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
    Buffer.from('JFIF\0\x01\x01'),
    Buffer.alloc(64),
  ]),
  gif: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
  text: Buffer.from('Bu bir rapor değil, düz metin.\n'),
};

/** A multipart body with one file part; a non-ASCII name goes as RFC 5987 `filename*`, as browsers may send it. */
export function documentBody(file: { name: string; bytes: Buffer; type?: string; field?: string }) {
  const name = /^[\x20-\x7e]*$/.test(file.name)
    ? `filename="${file.name}"`
    : `filename*=UTF-8''${encodeURIComponent(file.name)}`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ${name}\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** POST /api/leaves/{id}/documents as a browser on `host` would send it. */
export function attach(app: App, host: string, token: string, leaveId: string, payload: Buffer) {
  return app.inject({
    method: 'POST',
    url: `/api/leaves/${leaveId}/documents`,
    headers: {
      host,
      authorization: `Bearer ${token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
    },
    payload,
  });
}
