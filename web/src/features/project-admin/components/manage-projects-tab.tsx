import type { SessionUser } from '@/shared/lib/auth-store';
import { ProjectsManagement } from './projects-management';

/** The Manage Projects tab of /profile (admins only). */
export function ManageProjectsTab(_props: { user: SessionUser }) {
  return <ProjectsManagement area="profile" />;
}
