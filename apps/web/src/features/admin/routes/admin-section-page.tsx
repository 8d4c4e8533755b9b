import { ContentSection } from '../../learning/admin/content-section';
import type { AdminSection } from '../admin-sections';
import { useAdminDocumentTitle } from '../admin-title';
import { AuditSection } from '../sections/audit';
import { Dashboard } from '../sections/dashboard';
import { OutboxSection } from '../sections/outbox';
import { PointsSection } from '../sections/points';
import { RedemptionsSection } from '../sections/redemptions';
import {
  ActivitiesManager,
  BannersManager,
  CoursesManager,
  RewardsManager,
  TeachersManager,
} from '../sections/resources';
import { SettingsSection } from '../sections/settings';
import { UsersManager } from '../sections/users';

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
