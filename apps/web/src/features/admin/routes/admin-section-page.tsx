import type { AdminSection } from '@academy/contracts/app-routes';
import { AuditSection } from '../../audit/admin/audit-section';
import { UsersManager } from '../../auth/admin/users-manager';
import { CoursesManager } from '../../catalogue/admin/courses-manager';
import { ActivitiesManager } from '../../home/admin/activities-manager';
import { BannersManager } from '../../home/admin/banners-manager';
import { ContentSection } from '../../learning/admin/content-section';
import { OutboxSection } from '../../mail/admin/outbox-section';
import { PointsSection } from '../../points/admin/points-section';
import { RedemptionsSection } from '../../rewards/admin/redemptions-section';
import { RewardsManager } from '../../rewards/admin/rewards-manager';
import { SettingsSection } from '../../site/admin/settings-section';
import { TeachersManager } from '../../teachers/admin/teachers-manager';
import { useAdminDocumentTitle } from '../admin-title';
import { Dashboard } from '../dashboard/dashboard';

const sections: Record<AdminSection, () => React.JSX.Element> = {
  dashboard: Dashboard,
  courses: CoursesManager,
  teachers: TeachersManager,
  users: UsersManager,
  content: ContentSection,
  rewards: RewardsManager,
  redemptions: RedemptionsSection,
  points: PointsSection,
  banners: BannersManager,
  activities: ActivitiesManager,
  settings: SettingsSection,
  audit: AuditSection,
  outbox: OutboxSection,
};

/** One admin section: its manager, rendered inside the admin layout, and its page title. */
export function AdminSectionPage({ section }: { section: AdminSection }) {
  useAdminDocumentTitle(section);
  const Section = sections[section];
  return <Section />;
}
