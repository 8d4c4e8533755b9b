import { randomBytes } from 'node:crypto';
import { type PublicSettings, publicSettingsSchema } from '@academy/contracts/site';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { createSiteRepository } from './site.repository';

/** What the academy uses until an admin changes a setting. */
export const DEFAULT_SETTINGS: PublicSettings = {
  customer_service_url: 'https://support.example.com/chat',
  support_email: 'support@example.com',
  support_phone: '+86 400 820 8820',
  support_hours: 'Monday to Friday, 9:00–18:00 (Beijing time)',
  support_hours_zh: '周一至周五 9:00–18:00（北京时间）',
  signin_points: 10,
  makeup_cost: 20,
  makeup_monthly_limit: 3,
  streak_bonus_7: 30,
  streak_bonus_30: 150,
  usd_to_cny_rate: 7.2,
  weibo_url: '',
  youtube_url: '',
  linkedin_url: '',
  wechat_qr_image: '',
};

const MEDIA_SIGNING_KEY = 'media_signing_key';

const settingKeys = Object.keys(DEFAULT_SETTINGS) as (keyof PublicSettings)[];

/** Stored values over defaults, each parsed by its contract on the way out. */
async function readPublicSettings(
  repository: ReturnType<typeof createSiteRepository>,
): Promise<PublicSettings> {
  const stored = await repository.readValues(settingKeys);
  const merged = Object.fromEntries(
    settingKeys.map((key) => [key, stored.get(key) ?? DEFAULT_SETTINGS[key]]),
  );
  // A value an older version stored in another shape falls back to the default field by field.
  const parsed = publicSettingsSchema.safeParse(merged);
  if (parsed.success) return parsed.data;
  return Object.fromEntries(
    settingKeys.map((key) => {
      const field = publicSettingsSchema.shape[key].safeParse(merged[key]);
      return [key, field.success ? field.data : DEFAULT_SETTINGS[key]];
    }),
  ) as PublicSettings;
}

/** Site settings: stored values over defaults, each parsed by its contract on the way out. */
export function createSiteService(db: Database) {
  const repository = createSiteRepository(db);
  return {
    /**
     * The key media links are signed with: created once, kept in the database so that every
     * instance signs and checks with the same one, and never sent to a client.
     */
    async mediaSigningKey(): Promise<string> {
      const value = await repository.readOrInsert(
        MEDIA_SIGNING_KEY,
        randomBytes(32).toString('base64url'),
      );
      if (typeof value !== 'string' || value.length < 32)
        throw new Error('media signing key is unusable');
      return value;
    },

    /**
     * Stores every public setting at once (admin), each already validated by its contract; given
     * a transaction, it joins it.
     */
    async saveSettings(values: PublicSettings, executor: Database = db) {
      await inTransaction(executor, (tx) => createSiteRepository(tx).writeValues(values));
    },

    /** The public settings as the given executor (a transaction, say) sees them. */
    async publicSettingsIn(executor: Database): Promise<PublicSettings> {
      return readPublicSettings(createSiteRepository(executor));
    },

    publicSettings: (): Promise<PublicSettings> => readPublicSettings(repository),
  };
}

export type SiteService = ReturnType<typeof createSiteService>;
