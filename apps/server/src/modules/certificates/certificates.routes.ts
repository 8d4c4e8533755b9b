import {
  certificateListQuerySchema,
  certificateListResponseSchema,
  certificateQuerySchema,
  certificateResponseSchema,
  nameCertificateRequestSchema,
  ownCertificateResponseSchema,
} from '@academy/contracts/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestCachedRead, signedInRoute } from '../../lib/json-route';
import { ok, sendAttachment } from '../../lib/reply';
import { ownUserId, signedIn } from '../../plugins/authentication';
import type { CertificatesService } from './certificates.service';

/** `/api/certificate/*`: verification for anyone, the owner's list, naming and PDF. */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificatesService;
}> = async (app, { certificates }) => {
  const tags = ['certificates'];

  app.get(
    '/verify',
    guestCachedRead(tags, {
      description:
        'Anyone holding the code reads what it proves: name, course, teacher, date; nothing else.',
      querystring: certificateQuerySchema,
      answer: certificateResponseSchema,
    }),
    async (request) => ok(await certificates.verify(request.query.code)),
  );

  app.get(
    '/list',
    signedInRoute(tags, {
      querystring: certificateListQuerySchema,
      answer: certificateListResponseSchema,
    }),
    async (request) =>
      ok(await certificates.list(ownUserId(request), request.query.page, request.query.page_size)),
  );

  app.post(
    '/name',
    signedInRoute(tags, {
      description:
        'The owner gives the name to print on a pending certificate, once; it is issued then.',
      body: nameCertificateRequestSchema,
      answer: ownCertificateResponseSchema,
    }),
    async (request) =>
      ok(await certificates.name(ownUserId(request), request.body.code, request.body.learner_name)),
  );

  app.get(
    '/pdf',
    {
      ...signedIn,
      schema: {
        tags,
        description: 'The learner’s own certificate as a PDF (A4 landscape, both languages).',
        querystring: certificateQuerySchema,
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await certificates.pdf(ownUserId(request), request.query.code);
      reply.header('cache-control', 'private, no-store');
      return sendAttachment(reply, 'application/pdf', fileName, bytes);
    },
  );
};
