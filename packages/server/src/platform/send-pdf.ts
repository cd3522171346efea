import type { FastifyReply } from 'fastify';

/** A generated PDF as a download under its own (Turkish) name, never cached: the leave report and the receipt. */
export function sendPdf(reply: FastifyReply, report: { pdf: Buffer; fileName: string }) {
  return reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${report.fileName}"; filename*=UTF-8''${encodeURIComponent(report.fileName)}`,
    )
    .header('cache-control', 'no-store')
    .send(report.pdf);
}
