import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { candidateDuplicatesAnswer } from '@tb/contracts';
import { useEffect, useState } from 'react';
import { apiGet } from '@/shared/lib/api-client';
import { CANDIDATES_QUERY_ROOT } from './get-candidates';

/** `GET /api/admin/candidates/duplicates?email=&phone=`: existing candidates with that email or phone. */
export function candidateDuplicatesQueryOptions(email: string, phone: string) {
  const params = new URLSearchParams({ email: email.trim(), phone: phone.trim() });
  return queryOptions({
    queryKey: [...CANDIDATES_QUERY_ROOT, 'duplicates', email.trim(), phone.trim()],
    queryFn: async () => candidateDuplicatesAnswer.parse(await apiGet(`/api/admin/candidates/duplicates?${params}`)),
    placeholderData: keepPreviousData,
  });
}

/** The possible duplicates of the email and phone being typed, asked once typing pauses. */
export function useCandidateDuplicates(email: string, phone: string) {
  const [settled, setSettled] = useState({ email, phone });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ email, phone }), 300);
    return () => clearTimeout(timer);
  }, [email, phone]);
  const asked = Boolean(settled.email.trim() || settled.phone.trim());
  return useQuery({ ...candidateDuplicatesQueryOptions(settled.email, settled.phone), enabled: asked });
}
