import type { SessionUser } from '@/shared/lib/auth-store';
import { ProjectsManagement } from './projects-management';

/** The Manage Projects tab of /profile (admins only, spec section 2). */
export function ManageProjectsTab(_props: { user: SessionUser }) {
  return <ProjectsManagement area="profile" />;
}
