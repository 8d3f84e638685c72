import { Tab, Tabs } from '@blueprintjs/core';
import type { CandidateView } from '@tb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '@/shared/lib/auth-store';
import { toast } from '@/shared/ui/toast';
import { fetchCandidate } from '../api/get-candidate';
import { AddCandidate, type LoadFromEmailSlot } from './add-candidate';
import { CandidateDialog } from './candidate-dialog';
import { CandidateList } from './candidate-list';
import './candidates.css';

/**
 * The Candidates section of /admin: All Candidates and Add Candidate. `loadFromEmail` is the inbox's card,
 * placed in Add Candidate; given as a function it receives `reviewCandidate(extractedData, { onSaved })`,
 * which opens the review form with that email's extraction (its `emailId` is saved with the candidate).
 */
export function AdminCandidatesSection(props: { user: SessionUser; loadFromEmail?: LoadFromEmailSlot }) {
  const { t } = useTranslation('candidates');
  const [tab, setTab] = useState<'all' | 'add'>('all');
  const [open, setOpen] = useState<CandidateView | null>(null);
  const openById = (id: string) =>
    fetchCandidate(id).then(setOpen, () => toast.error({ title: t('detail.openFailed') }));
  return (
    <section className="tb-candidates">
      <Tabs id="candidates-tabs" selectedTabId={tab} onChange={(id) => setTab(id === 'add' ? 'add' : 'all')} large>
        <Tab id="all" title={t('tabs.all')} panel={<CandidateList onOpen={(row) => openById(row.id)} />} />
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
