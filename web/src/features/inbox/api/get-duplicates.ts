import { useQuery } from '@tanstack/react-query';
import { candidateDuplicatesAnswer } from '@tb/contracts';
import { apiGet } from '@/shared/lib/api-client';

/**
 * `GET /api/admin/candidates/duplicates?email=&phone=`: the check resume uploads and the manual form make, asked
 * for the email under review, so a second email from a known applicant is not saved as a second candidate.
 */
export function useEmailDuplicates(email: string, phone: string) {
  const params = new URLSearchParams({ email: email.trim(), phone: phone.trim() });
  return useQuery({
    queryKey: ['/api/admin/candidates', 'duplicates', email.trim(), phone.trim()],
    queryFn: async () => candidateDuplicatesAnswer.parse(await apiGet(`/api/admin/candidates/duplicates?${params}`)),
    enabled: Boolean(email.trim() || phone.trim()),
  });
}
