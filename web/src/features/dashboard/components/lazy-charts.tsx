import { lazy } from 'react';

// One chunk holds ECharts and the three charts: only the dashboard ever asks for it.
const charts = () => import('./charts');

export const PositionChart = lazy(() => charts().then((m) => ({ default: m.PositionChart })));
export const EducationChart = lazy(() => charts().then((m) => ({ default: m.EducationChart })));
export const WeeklyChart = lazy(() => charts().then((m) => ({ default: m.WeeklyChart })));
