import {
  certificateListQuerySchema,
  certificateListResponseSchema,
  certificateQuerySchema,
  certificateResponseSchema,
  nameCertificateRequestSchema,
  ownCertificateResponseSchema,
} from '@academy/contracts/certificates';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { jsonRoute } from '../../lib/json-route';
import { ok, sendAttachment } from '../../lib/reply';
import { ownUserId, signedIn } from '../../plugins/authentication';
import { cachedForGuests } from '../../plugins/public-cache';
import type { CertificatesService } from './certificates.service';

/** `/api/certificate/*`: verification for anyone, the owner's list, naming and PDF. */
export const certificatesRoutes: FastifyPluginAsyncZod<{
  certificates: CertificatesService;
}> = async (app, { certificates }) => {
  const tags = ['certificates'];

  app.get(
    '/verify',
    jsonRoute(
      tags,
      {
        description:
          'Anyone holding the code reads what it proves: name, course, teacher, date; nothing else.',
        querystring: certificateQuerySchema,
        answer: certificateResponseSchema,
      },
      cachedForGuests,
    ),
    async (request) => ok(await certificates.verify(request.query.code)),
  );

  app.get(
    '/list',
    jsonRoute(
      tags,
      { querystring: certificateListQuerySchema, answer: certificateListResponseSchema },
      signedIn,
    ),
    async (request) =>
      ok(await certificates.list(ownUserId(request), request.query.page, request.query.page_size)),
  );

  app.post(
    '/name',
    jsonRoute(
      tags,
      {
        description:
          'The owner gives the name to print on a pending certificate, once; it is issued then.',
        body: nameCertificateRequestSchema,
        answer: ownCertificateResponseSchema,
      },
      signedIn,
    ),
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
