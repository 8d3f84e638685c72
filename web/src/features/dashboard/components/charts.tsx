import type { DashboardView } from '@tb/contracts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts';

const PALETTE = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#00a396', '#d1980b', '#5f6b7c'];
/** Each education level keeps its colour whichever levels are present ('Other' never takes Bachelor's). */
const LEVEL_COLOURS: Record<DashboardView['education'][number]['level'], string> = {
  phd: '#7961db',
  master: '#238551',
  bachelor: '#2d72d2',
  other: '#8f99a8',
};
/** Room for a position's name on the bars' axis; longer names wrap onto a second line instead of being cut. */
const POSITION_LABEL_WIDTH = 200;
const style = (height: number) => ({ height, width: '100%' });

/** Horizontal bars, largest first at the top. */
export function PositionChart({ positions }: { positions: DashboardView['positions'] }) {
  const rows = [...positions].reverse();
  const option = {
    animation: false,
    color: PALETTE,
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 24, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: {
      type: 'category',
      data: rows.map((r) => r.position),
      axisLabel: { width: POSITION_LABEL_WIDTH, overflow: 'break', lineHeight: 14 },
    },
    series: [
      { type: 'bar', data: rows.map((r) => r.count), barMaxWidth: 22, label: { show: true, position: 'right' } },
    ],
  };
  return (
    <ReactEChartsCore echarts={echarts} option={option} style={style(Math.max(160, rows.length * 40 + 24))} notMerge />
  );
}

export function EducationChart({ education }: { education: DashboardView['education'] }) {
  const { t } = useTranslation('dashboard');
  const option = {
    animation: false,
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}: {c} ({d}%)' },
    legend: { bottom: 0 },
    series: [
      {
        type: 'pie',
        // Small enough that the labels beside it fit the panel whole (they were cut to 'Bac…' at 68%).
        radius: ['34%', '56%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}: {c}', overflow: 'none' },
        labelLine: { length: 8, length2: 8 },
        data: education.map((e) => ({
          name: t(`education.${e.level}`),
          value: e.count,
          itemStyle: { color: LEVEL_COLOURS[e.level] },
        })),
      },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={style(280)} notMerge />;
}

export function WeeklyChart({ weekly }: { weekly: DashboardView['weekly'] }) {
  const { t } = useTranslation('dashboard');
  const option = {
    animation: false,
    color: [PALETTE[0], PALETTE[1]],
    tooltip: { trigger: 'axis' },
    legend: { bottom: 0 },
    grid: { left: 8, right: 16, top: 16, bottom: 36, containLabel: true },
    xAxis: { type: 'category', data: weekLabels(weekly.map((w) => w.weekStart)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('weekly.candidates'), type: 'bar', barMaxWidth: 18, data: weekly.map((w) => w.candidates) },
      { name: t('weekly.applications'), type: 'line', data: weekly.map((w) => w.applications) },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={style(300)} notMerge />;
}

/** Weeks by their first day: month and day, and the year too when the weeks shown span more than one year. */
export function weekLabels(starts: string[]): string[] {
  const years = new Set(starts.map((start) => start.slice(0, 4)));
  return starts.map((start) => (years.size > 1 ? start : start.slice(5)));
}
