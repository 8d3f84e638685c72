import { CrossCircleIcon, TickCircleIcon } from '@blueprintjs/icons';
import { useTranslation } from 'react-i18next';
import { LandingSection } from './landing-section';

const points = ['first', 'second', 'third'] as const;

/** Problem and solution side by side; it is also the page's "about" anchor. */
export function ProblemSection() {
  const { t } = useTranslation('landing');
  return (
    <LandingSection id="about" name="problem_solution" eyebrow={t('problem.eyebrow')} title={t('problem.title')}>
      <div className="tb-lp-compare">
        <div className="tb-lp-compare__column tb-lp-compare__column--problem">
          <h3 className="tb-lp-compare__title">{t('problem.problemTitle')}</h3>
          <ul className="tb-lp-compare__list">
            {points.map((key) => (
              <li key={key}>
                <CrossCircleIcon className="tb-lp-compare__icon" aria-hidden />
                <span>{t(`problem.problems.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="tb-lp-compare__column tb-lp-compare__column--solution">
          <h3 className="tb-lp-compare__title">{t('problem.solutionTitle')}</h3>
          <ul className="tb-lp-compare__list">
            {points.map((key) => (
              <li key={key}>
                <TickCircleIcon className="tb-lp-compare__icon" aria-hidden />
                <span>{t(`problem.solutions.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </LandingSection>
  );
}
