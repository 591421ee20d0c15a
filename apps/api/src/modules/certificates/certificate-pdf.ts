/**
 * The certificate as a one-page landscape A4 PDF: student, course, date, grade, code and a
 * QR code that opens the public verification page. Standard PDF fonts cover Spanish text.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export type PrintableCertificate = {
  studentName: string;
  courseTitle: string;
  issuedAt: Date;
  timeZone: string;
  grade: string | null;
  code: string;
  verificationUrl: string;
};

function longDate(date: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('es-AR', { dateStyle: 'long', timeZone }).format(date);
}

export async function renderCertificatePdf(certificate: PrintableCertificate): Promise<Buffer> {
  const qr = await QRCode.toBuffer(certificate.verificationUrl, { type: 'png', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 56,
    info: { Title: `Certificado ${certificate.code}`, Author: 'Cátedra' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 112;
  doc
    .font('Helvetica-Bold')
    .fontSize(34)
    .text('Certificado de aprobación', 56, 90, { width, align: 'center' });
  /** One centred line below the previous one, `gap` lines down. */
  const line = (gap: number, font: 'Helvetica' | 'Helvetica-Bold', size: number, text: string) =>
    doc.moveDown(gap).font(font).fontSize(size).text(text, { width, align: 'center' });
  line(1.5, 'Helvetica', 16, 'Cátedra certifica que');
  line(0.6, 'Helvetica-Bold', 28, certificate.studentName);
  line(0.6, 'Helvetica', 16, 'completó el curso');
  line(0.4, 'Helvetica-Bold', 22, certificate.courseTitle);
  line(
    1,
    'Helvetica',
    13,
    [
      `Emitido el ${longDate(certificate.issuedAt, certificate.timeZone)}`,
      certificate.grade ? `Calificación: ${certificate.grade}` : undefined,
    ]
      .filter(Boolean)
      .join(' · '),
  );

  const qrSize = 110;
  const bottom = doc.page.height - 56 - qrSize;
  doc.image(qr, 56, bottom, { width: qrSize, height: qrSize });
  doc
    .fontSize(10)
    .text(`Código de verificación: ${certificate.code}`, 56 + qrSize + 16, bottom + 36)
    .text(certificate.verificationUrl, { link: certificate.verificationUrl, underline: true });
  doc.end();
  return done;
}
