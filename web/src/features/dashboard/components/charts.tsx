import type { DashboardView } from '@tb/contracts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts';

const PALETTE = ['#2d72d2', '#238551', '#c87619', '#cd4246', '#7961db', '#00a396', '#d1980b', '#5f6b7c'];
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
    yAxis: { type: 'category', data: rows.map((r) => r.position), axisLabel: { width: 160, overflow: 'truncate' } },
    series: [
      { type: 'bar', data: rows.map((r) => r.count), barMaxWidth: 22, label: { show: true, position: 'right' } },
    ],
  };
  return (
    <ReactEChartsCore echarts={echarts} option={option} style={style(Math.max(160, rows.length * 34 + 24))} notMerge />
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
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}: {c}' },
        data: education.map((e) => ({ name: t(`education.${e.level}`), value: e.count })),
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
    xAxis: { type: 'category', data: weekly.map((w) => w.weekStart.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: t('weekly.candidates'), type: 'bar', barMaxWidth: 18, data: weekly.map((w) => w.candidates) },
      { name: t('weekly.applications'), type: 'line', data: weekly.map((w) => w.applications) },
    ],
  };
  return <ReactEChartsCore echarts={echarts} option={option} style={style(300)} notMerge />;
}
