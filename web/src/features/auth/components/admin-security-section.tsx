import type { SessionUser } from '@/shared/lib/auth-store';

export function AdminSecuritySection(_props: { user: SessionUser }) {
  return null;
}
