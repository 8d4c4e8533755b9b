import type { AdminSettings } from '@academy/contracts/site';
import type { Actor, AuditService } from '../audit/audit.service';
import type { SiteService } from './site.service';

/** The public settings in the admin area, with the academy's time zone; edits are audited. */
export function createSiteAdmin(deps: {
  site: SiteService;
  audit: AuditService;
  timeZone: string;
}) {
  const { site, audit, timeZone } = deps;
  return {
    async settings() {
      return { ...(await site.publicSettings()), time_zone: timeZone };
    },

    async updateSettings(actor: Actor, input: AdminSettings) {
      const after = await audit.audited(actor, 'update', 'settings', async (tx) => {
        const before = await site.publicSettingsIn(tx);
        await site.saveSettings(input, tx);
        return { id: null, before, after: await site.publicSettingsIn(tx) };
      });
      return { ...after, time_zone: timeZone };
    },
  };
}

export type SiteAdmin = ReturnType<typeof createSiteAdmin>;
