import { Button, Callout, Card, H3 } from '@blueprintjs/core';
import { TickCircleIcon } from '@blueprintjs/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { ProjectView } from '@tb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/lib/api-client';
import { paths } from '@/shared/lib/paths';
import { sessionQueryOptions, useSession } from '@/shared/lib/session';
import { toast } from '@/shared/ui/toast';
import { useApplyToProject } from '../api/apply-to-project';
import { useMyApplications } from '../api/get-my-applications';

/** The apply block: 'Apply Now', 'Applying...', then the green 'Applied' panel. */
export function ApplyBlock({ project }: { project: ProjectView }) {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Asked at once only when the login cache names someone: a visitor who never signed in here is not asked until
  // they press Apply (a session cookie can exist without the cache: another tab, cleared storage).
  const { status, checked } = useSession({ ask: 'whenCached' });
  const signedIn = status === 'authenticated';
  const applications = useMyApplications(signedIn);
  const apply = useApplyToProject();
  const applied = signedIn && applications.data?.some((a) => a.projectId === project.id);
  // A click before the session check has answered (right after a sign-in's redirect) is kept and acted on once it
  // has: taken as 'signed out', it sent a signed-in user back to sign in.
  const [clickedEarly, setClickedEarly] = useState(false);

  const onApply = () => {
    if (status === 'unknown') {
      setClickedEarly(true);
      return;
    }
    if (!signedIn && !checked) {
      // Not asked yet (an empty login cache): ask now, and act on the answer as on a click made while it ran.
      setClickedEarly(true);
      void queryClient.fetchQuery(sessionQueryOptions).catch(() => undefined);
      return;
    }
    if (!signedIn) {
      // Sign-in sends the user back here (the login page honours `redirect`).
      navigate(`${paths.login}?redirect=${encodeURIComponent(paths.project(project.id))}`);
      return;
    }
    apply.mutate(project, {
      onSuccess: (answer) =>
        toast.success({ title: t('apply.successTitle'), description: answer?.message ?? t('apply.successBody') }),
      onError: (error) =>
        toast.error({ title: t('apply.failedTitle'), description: errorMessage(error, t('apply.failedBody')) }),
    });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: acts once, when the session check answers
  useEffect(() => {
    if (!clickedEarly || status === 'unknown' || !checked) return;
    setClickedEarly(false);
    onApply();
  }, [clickedEarly, status, checked]);
  // While the user's applications load, the button waits rather than offering a second application.
  const waiting = clickedEarly || (signedIn && applications.isPending);

  if (applied) {
    return (
      <Callout
        className="tb-apply tb-apply--done"
        intent="success"
        icon={<TickCircleIcon />}
        title={t('apply.applied')}
      >
        {t('apply.appliedBody')}
      </Callout>
    );
  }

  return (
    <Card className="tb-apply">
      <H3 className="tb-apply__title">{t('apply.title')}</H3>
      <p className="tb-apply__body">{signedIn ? t('apply.body') : t('apply.signInHint')}</p>
      {/* Pressed before the app runs, the page's early script keeps the press for it (data-tb-replay). */}
      <Button
        id="project-apply"
        data-tb-replay=""
        data-tb-busy-label={t('apply.applying')}
        intent="primary"
        size="large"
        fill
        loading={waiting}
        disabled={apply.isPending}
        onClick={onApply}
      >
        {apply.isPending || apply.isSuccess ? t('apply.applying') : t('apply.apply')}
      </Button>
    </Card>
  );
}
