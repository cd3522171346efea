/**
 * `attachment` with the file's own name: an ASCII fallback in `filename` (anything else, quotes and
 * backslashes become `_`) for old clients, and the exact name as RFC 5987 `filename*` (UTF-8,
 * percent-encoded), which every current browser prefers, so Turkish letters survive.
 */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_') || 'dosya';
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
