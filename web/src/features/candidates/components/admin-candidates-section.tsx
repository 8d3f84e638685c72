import { Tab, Tabs } from '@blueprintjs/core';
import type { CandidateView } from '@tb/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '@/shared/lib/api-client';
import type { SessionUser } from '@/shared/lib/auth-store';
import { AddCandidate } from './add-candidate';
import { CandidateDialog } from './candidate-dialog';
import { CandidateList } from './candidate-list';
import './candidates.css';

/** The Candidates section of /admin: All Candidates and Add Candidate (the Load from Email card is a slot). */
export function AdminCandidatesSection(props: { user: SessionUser; loadFromEmail?: ReactNode }) {
  const { t } = useTranslation('candidates');
  const [tab, setTab] = useState<'all' | 'add'>('all');
  const [open, setOpen] = useState<CandidateView | null>(null);
  const openById = async (id: string) => {
    const candidate = await apiGet<CandidateView>(`/api/admin/candidates/${encodeURIComponent(id)}`);
    if (candidate) setOpen(candidate);
  };
  return (
    <section className="tb-candidates">
      <Tabs id="candidates-tabs" selectedTabId={tab} onChange={(id) => setTab(id === 'add' ? 'add' : 'all')} large>
        <Tab id="all" title={t('tabs.all')} panel={<CandidateList onOpen={setOpen} />} />
        <Tab
          id="add"
          title={t('tabs.add')}
          panel={<AddCandidate loadFromEmail={props.loadFromEmail} onOpenCandidate={openById} />}
        />
      </Tabs>
      {open && <CandidateDialog key={open.id} candidate={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
