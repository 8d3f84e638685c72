import type { SessionUser } from '@/shared/lib/auth-store';

export function SecurityTab(_props: { user: SessionUser }) {
  return null;
}
