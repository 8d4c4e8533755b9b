import { randomBytes } from 'node:crypto';
import type { Certificate, CertificateList, OwnCertificate } from '@academy/contracts/certificates';
import { certificatePath, isCertificateCode } from '@academy/contracts/certificates.rules';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import { notificationsIn } from '../notifications/notifications.service';
import { renderCertificatePdf } from './certificate-pdf';
import { type CertificateRow, createCertificatesRepository } from './certificates.repository';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new verification code: 160 bits from the system's CSPRNG as 32 base32 letters. Whoever
 * holds it may read the certificate, so it must not be guessable: at 160 bits, a billion
 * guesses a second for a century would find one of a billion certificates with odds below
 * one in 10^20.
 */
export function newCertificateCode(): string {
  let code = '';
  let value = 0;
  let bits = 0;
  for (const byte of randomBytes(20)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      code += BASE32[(value >>> bits) & 31];
    }
    value &= (1 << bits) - 1;
  }
  return code;
}

function presentCertificate(row: CertificateRow): Certificate {
  return {
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    course_title_zh: row.courseTitleZh,
    teacher_name: row.teacherName,
    teacher_name_zh: row.teacherNameZh,
    issued_at: row.issuedAt.toISOString(),
  };
}

/** The course a certificate is issued for, as the learning module knows it. */
export interface CertifiedCourse {
  id: number;
  title: string;
  titleZh: string | null;
  teacherId: number | null;
}

/**
 * Certificates inside a caller's transaction: issued with the completion that finished the
 * course's last lesson, and told to the learner in the same transaction.
 */
export function certificatesIn(tx: Database) {
  return {
    /** Issues the learner's certificate for the course once; returns its code when new. */
    async issue(userId: number, course: CertifiedCourse): Promise<string | undefined> {
      const issued = await createCertificatesRepository(tx).insertOnce({
        userId,
        courseId: course.id,
        code: newCertificateCode(),
        courseTitle: course.title,
        courseTitleZh: course.titleZh,
        teacherId: course.teacherId,
      });
      if (!issued) return undefined;
      await notificationsIn(tx).notify(userId, 'certificate_issued', {
        course_id: course.id,
        course_title: course.title,
        course_title_zh: course.titleZh,
        code: issued.code,
      });
      return issued.code;
    },
  };
}

/** Certificates as anyone verifies them and as their owner lists and prints them. */
export function createCertificatesService(
  db: Database,
  options: { publicUrl: string; timeZone: string },
) {
  const repository = createCertificatesRepository(db);
  const verifyUrl = (code: string) => `${options.publicUrl}${certificatePath(code)}`;

  return {
    /** What the certificate with this code proves; 404 for any code that is not one. */
    async verify(code: string): Promise<Certificate> {
      const row = isCertificateCode(code) ? await repository.findByCode(code) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      return presentCertificate(row);
    },

    async list(userId: number, page: number, pageSize: number): Promise<CertificateList> {
      const { rows, total: count } = await repository.ownedPage(userId, pageWindow(page, pageSize));
      const list = rows.map(
        (row): OwnCertificate => ({
          ...presentCertificate(row),
          code: row.code,
          course_id: row.courseId,
        }),
      );
      return listPage(list, count, { page, page_size: pageSize });
    },

    /**
     * The learner's own certificate as a printable PDF. Another learner's code answers 404 like
     * an unknown one: the PDF is its owner's to download (the public page is anyone's to read).
     */
    async pdf(userId: number, code: string): Promise<{ fileName: string; bytes: Buffer }> {
      const row = isCertificateCode(code) ? await repository.findOwned(userId, code) : undefined;
      if (!row) throw new AppError('NOT_FOUND');
      const bytes = await renderCertificatePdf({
        ...row,
        verifyUrl: verifyUrl(row.code),
        timeZone: options.timeZone,
      });
      return { fileName: `certificate-${row.code}.pdf`, bytes };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
