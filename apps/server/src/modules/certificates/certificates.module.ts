import type { ServerModule } from '../../server-module';
import { certificatesRoutes } from './certificates.routes';
import { createCertificatesService } from './certificates.service';

export const certificatesModule: ServerModule = async (app, { config, db }) => {
  await app.register(certificatesRoutes, {
    prefix: '/api/certificate',
    certificates: createCertificatesService(db, {
      publicUrl: config.publicUrl,
      timeZone: config.timeZone,
    }),
  });
};
