import type { SessionUser } from '@/shared/lib/auth-store';

export function ProfileTab(_props: { user: SessionUser }) {
  return null;
}
