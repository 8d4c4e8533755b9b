import { randomBytes } from 'node:crypto';
import type { Certificate, CertificateList, OwnCertificate } from '@academy/contracts/certificates';
import { certificatePath, isCertificateCode } from '@academy/contracts/certificates.rules';
import type { Database } from '../../db/database';
import { pageWindow } from '../../db/table-query';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/app-error';
import { listPage } from '../../lib/reply';
import { notificationsIn } from '../notifications/notifications.service';
import { renderCertificatePdf } from './certificate-pdf';
import {
  type CertificateRow,
  createCertificateIssuesRepository,
  createCertificatesRepository,
} from './certificates.repository';

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

/** An issued certificate as its owner and anyone holding its code see it. */
type IssuedRow = CertificateRow & { issuedAt: Date; issuedDay: string };

const isIssuedRow = (row: CertificateRow): row is IssuedRow =>
  row.issuedAt !== null && row.issuedDay !== null;

/** What every certificate names: its learner, course and teacher. */
function presentNames(row: CertificateRow) {
  return {
    learner_name: row.learnerName,
    course_title: row.courseTitle,
    course_title_zh: row.courseTitleZh,
    teacher_name: row.teacherName,
    teacher_name_zh: row.teacherNameZh,
  };
}

function presentCertificate(row: IssuedRow): Certificate {
  return {
    ...presentNames(row),
    issued_at: row.issuedAt.toISOString(),
    issued_day: row.issuedDay,
  };
}

/** A certificate in its owner's list; a pending one has no name and no day of issue yet. */
function presentOwnCertificate(row: CertificateRow): OwnCertificate {
  return {
    ...presentNames(row),
    issued_at: row.issuedAt?.toISOString() ?? null,
    issued_day: row.issuedDay,
    code: row.code,
    course_id: row.courseId,
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
 * Certificates inside a caller's transaction: earned with the completion that finished the
 * course's last lesson, and told to the learner in the same transaction.
 */
export function certificatesIn(tx: Database) {
  const repository = createCertificateIssuesRepository(tx);
  return {
    /**
     * Earns the learner's certificate for the course once; returns its code when new. A learner
     * with a name has it issued at once in that name; one without is told it waits for the name
     * to print, since a certificate never borrows a name given later to a profile.
     */
    async issue(userId: number, course: CertifiedCourse): Promise<string | undefined> {
      const earned = await repository.insertOnce({
        userId,
        courseId: course.id,
        code: newCertificateCode(),
        courseTitle: course.title,
        courseTitleZh: course.titleZh,
        teacherId: course.teacherId,
      });
      if (!earned) return undefined;
      const facts = {
        course_id: course.id,
        course_title: course.title,
        course_title_zh: course.titleZh,
      };
      await (earned.isIssued
        ? notificationsIn(tx).notify(userId, 'certificate_issued', { ...facts, code: earned.code })
        : notificationsIn(tx).notify(userId, 'certificate_pending', facts));
      return earned.code;
    },

    /**
     * Whether the one-off backfill of certificates for courses finished before certificates
     * existed is still due; taking it makes it done when the caller's transaction commits.
     */
    takeBackfill: () => repository.takeBackfill(),
  };
}

/** Certificates as anyone verifies them and as their owner lists and prints them. */
export function createCertificatesService(
  db: Database,
  options: { publicUrl: string; timeZone: string },
) {
  const repository = createCertificatesRepository(db, options.timeZone);
  const verifyUrl = (code: string) => `${options.publicUrl}${certificatePath(code)}`;

  return {
    /** What the certificate with this code proves; 404 for any code that is not one. */
    async verify(code: string): Promise<Certificate> {
      const row = isCertificateCode(code) ? await repository.findByCode(code) : undefined;
      if (!row || !isIssuedRow(row)) throw new AppError('NOT_FOUND');
      return presentCertificate(row);
    },

    async list(userId: number, page: number, pageSize: number): Promise<CertificateList> {
      const { rows, total: count } = await repository.ownedPage(userId, pageWindow(page, pageSize));
      return listPage(rows.map(presentOwnCertificate), count, { page, page_size: pageSize });
    },

    /**
     * Issues the owner's pending certificate in the name they give, and tells them so in the
     * same transaction. The name is given once: the same name again answers as the first time
     * did, another name for an issued certificate is a conflict, and another learner's code is
     * a 404 like an unknown one.
     */
    async name(userId: number, code: string, learnerName: string): Promise<OwnCertificate> {
      if (!isCertificateCode(code)) throw new AppError('NOT_FOUND');
      const row = await inTransaction(db, async (tx) => {
        const named = await createCertificatesRepository(tx, options.timeZone).nameOnce(
          userId,
          code,
          learnerName,
        );
        if (named) {
          await notificationsIn(tx).notify(userId, 'certificate_issued', {
            course_id: named.courseId,
            course_title: named.courseTitle,
            course_title_zh: named.courseTitleZh,
            code,
          });
        }
        return createCertificatesRepository(tx, options.timeZone).findOwned(userId, code);
      });
      if (!row) throw new AppError('NOT_FOUND');
      if (row.learnerName !== learnerName) throw new AppError('CONFLICT');
      return presentOwnCertificate(row);
    },

    /**
     * The learner's own issued certificate as a printable PDF. Another learner's code answers
     * 404 like an unknown one: the PDF is its owner's to download (the public page is anyone's
     * to read).
     */
    async pdf(userId: number, code: string): Promise<{ fileName: string; bytes: Buffer }> {
      const row = isCertificateCode(code) ? await repository.findOwned(userId, code) : undefined;
      // A pending certificate has no name to print yet: it is not a certificate until issued.
      if (!row || !isIssuedRow(row)) throw new AppError('NOT_FOUND');
      const bytes = await renderCertificatePdf({ ...row, verifyUrl: verifyUrl(row.code) });
      return { fileName: `certificate-${row.code}.pdf`, bytes };
    },
  };
}

export type CertificatesService = ReturnType<typeof createCertificatesService>;
