import type { DashboardView } from '@tb/contracts';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { DashboardCards } from './dashboard-cards';

const view = (patch: Partial<DashboardView>): DashboardView => ({
  days: 7,
  from: '2026-11-20',
  to: '2026-11-26',
  totalCandidates: 0,
  interviewed: 0,
  recommended: 0,
  interviewRate: 0,
  recommendationRate: 0,
  activeProjects: 2,
  positions: [],
  education: [],
  totals: { users: 1, projects: 2, candidates: 0 },
  weekly: [],
  ...patch,
});

/** The card's value text, by its test id. */
function cardValue(html: string, id: string): string | undefined {
  const card = html.split(`data-testid="${id}"`)[1] ?? '';
  return card.match(/tb-dashboard__card-value">([^<]*)</)?.[1];
}

async function render(data: DashboardView, lang: 'en' | 'zh') {
  await i18n.changeLanguage(lang);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <DashboardCards data={data} />
    </I18nextProvider>,
  );
}

describe('dashboard cards', () => {
  it("shows '-' for a rate with nothing to count, in both languages", async () => {
    for (const lang of ['en', 'zh'] as const) {
      const html = await render(view({}), lang);
      expect(cardValue(html, 'interview-rate')).toBe('-');
      expect(cardValue(html, 'recommendation-rate')).toBe('-');
    }
    // Candidates but nobody interviewed: the interview rate is a real 0.0%, the recommendation rate has no base.
    const none = await render(view({ totalCandidates: 4 }), 'en');
    expect(cardValue(none, 'interview-rate')).toBe('0.0%');
    expect(cardValue(none, 'recommendation-rate')).toBe('-');
  });

  it('shows rates with one decimal when there is something to count', async () => {
    const html = await render(
      view({ totalCandidates: 3, interviewed: 3, recommended: 1, interviewRate: 100, recommendationRate: 33.333 }),
      'en',
    );
    expect(cardValue(html, 'interview-rate')).toBe('100.0%');
    expect(cardValue(html, 'recommendation-rate')).toBe('33.3%');
  });
});
