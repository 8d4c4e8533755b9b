import { createRequire } from 'node:module';

/**
 * Noto Sans SC (OFL) from its npm package: the font ships with the install and is read from
 * node_modules, never fetched. It carries Latin as well as Han, so one family writes both
 * languages; pdfkit embeds only the glyphs a certificate uses (a subset of a few kB).
 */
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  bold: require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
} as const;

const COLORS = { navy: '#0b2545', teal: '#0f766e', gold: '#b7791f', muted: '#475569' } as const;

export interface CertificateSheet {
  learnerName: string;
  courseTitle: string;
  courseTitleZh: string | null;
  teacherName: string;
  teacherNameZh: string | null;
  issuedAt: Date;
  /** The academy's calendar day of issue (YYYY-MM-DD), the day the page and profile show. */
  issuedDay: string;
  code: string;
  /** The public page where anyone can check the certificate. */
  verifyUrl: string;
}

/**
 * The day of issue in both languages ("2026年11月24日", "24 November 2026"). The day is already
 * the academy's, so it is written as a calendar date at UTC midnight and formatted in UTC: no
 * zone moves it again.
 */
function issueDay(day: string) {
  const options = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' } as const;
  const date = new Date(`${day}T00:00:00Z`);
  return {
    zh: new Intl.DateTimeFormat('zh-CN', options).format(date),
    en: new Intl.DateTimeFormat('en-GB', options).format(date),
  };
}

/** A name in one language and, when it differs, the other ("张老师 · Ms Zhang"). */
const bothNames = (name: string, nameZh: string | null) =>
  nameZh && nameZh !== name ? `${nameZh} · ${name}` : name;

/**
 * The certificate as a PDF laid out for print: A4 landscape, Chinese above English, the
 * verification address and code at the foot so a reader of the paper can check it.
 */
export async function renderCertificatePdf(sheet: CertificateSheet): Promise<Buffer> {
  // pdfkit and its font engine take longer to load than the rest of the server: only the first
  // download pays for it, not every start.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    lang: 'zh-CN',
    displayTitle: true,
    info: {
      Title: `结业证书 Certificate of Completion — ${sheet.courseTitleZh || sheet.courseTitle}`,
      Author: 'Academy',
      Subject: sheet.verifyUrl,
      CreationDate: sheet.issuedAt,
    },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  const inset = 28;
  doc.lineWidth(3).strokeColor(COLORS.navy);
  doc.rect(inset, inset, width - 2 * inset, height - 2 * inset).stroke();
  doc.lineWidth(1).strokeColor(COLORS.gold);
  doc.rect(inset + 8, inset + 8, width - 2 * (inset + 8), height - 2 * (inset + 8)).stroke();

  const textLeft = 80;
  const textWidth = width - 2 * textLeft;
  /** One centred line, shrunk until it fits the width (a long name or title stays on one line). */
  const line = (
    text: string,
    y: number,
    options: { size: number; font?: 'regular' | 'bold'; color?: string },
  ) => {
    doc.font(options.font ?? 'regular').fillColor(options.color ?? COLORS.navy);
    let size = options.size;
    while (size > 8 && doc.fontSize(size).widthOfString(text) > textWidth) size -= 1;
    doc
      .fontSize(size)
      .text(text, textLeft, y, { width: textWidth, align: 'center', lineBreak: false });
  };

  const day = issueDay(sheet.issuedDay);
  line('ACADEMY', 66, { size: 12, font: 'bold', color: COLORS.teal });
  line('结业证书', 92, { size: 36, font: 'bold' });
  line('Certificate of Completion', 146, { size: 20, color: COLORS.gold });
  line('兹证明 · This certifies that', 200, { size: 13, color: COLORS.muted });
  line(sheet.learnerName, 224, { size: 32, font: 'bold' });
  line('已完成课程 · has completed the course', 282, { size: 13, color: COLORS.muted });
  if (sheet.courseTitleZh && sheet.courseTitleZh !== sheet.courseTitle) {
    line(sheet.courseTitleZh, 306, { size: 22, font: 'bold' });
    line(sheet.courseTitle, 338, { size: 16 });
  } else {
    line(sheet.courseTitle, 314, { size: 22, font: 'bold' });
  }
  line(`授课老师 Teacher：${bothNames(sheet.teacherName, sheet.teacherNameZh) || '—'}`, 384, {
    size: 13,
  });
  line(`颁发日期 Issued：${day.zh} · ${day.en}`, 406, { size: 13 });

  line('请访问以下网址验证本证书 · Verify this certificate at', 470, {
    size: 10,
    color: COLORS.muted,
  });
  line(sheet.verifyUrl, 486, { size: 11, color: COLORS.teal });
  line(`证书编号 Certificate No.：${sheet.code}`, 506, { size: 9, color: COLORS.muted });
  doc.link(textLeft, 484, textWidth, 16, sheet.verifyUrl);

  doc.end();
  return done;
}
