import type { ServerModule } from '../../server-module';
import type { PointsService } from '../points/points.service';
import { profileRoutes } from './profile.routes';
import { createProfileService, type ProfileService } from './profile.service';

/**
 * The profile's tiles show the balance, which sessions never carry (decision 0021): it is read
 * now, beside the tiles.
 */
function withFreshBalance(profile: ProfileService, points: PointsService): ProfileService {
  return {
    async summary(user) {
      const { available_points } = await points.balance(user.id);
      return profile.summary({ id: user.id, availablePoints: available_points });
    },
  };
}

export const profileModule: ServerModule = async (app, { config, db, services }) => {
  await app.register(profileRoutes, {
    prefix: '/api/users',
    profile: withFreshBalance(
      createProfileService(db, { timeZone: config.timeZone }),
      services.points,
    ),
  });
};
