import type { DashboardView } from '@tb/contracts';
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { useEffect, useRef } from 'react';
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

/**
 * A chart redrawn at its box's width whenever the box changes width (the window narrows or widens, the menu wraps).
 * echarts-for-react's own watcher skips the first change it sees, and a chart drawn at 1280 px stayed so after the
 * window narrowed to 390 px, cut at the box's edge: a ResizeObserver of our own asks echarts to redraw instead.
 */
function FittedChart({ option, height }: { option: object; height: number }) {
  const chart = useRef<ReactEChartsCore>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      // 'auto': measure the box again (echarts-for-react creates the chart with its first width fixed in its options).
      chart.current?.getEchartsInstance()?.resize({ width: 'auto', height: 'auto' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="tb-dashboard__chart">
      <ReactEChartsCore
        ref={chart}
        echarts={echarts}
        option={option}
        style={style(height)}
        notMerge
        autoResize={false}
      />
    </div>
  );
}

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
  return <FittedChart option={option} height={Math.max(160, rows.length * 40 + 24)} />;
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
  return <FittedChart option={option} height={280} />;
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
  return <FittedChart option={option} height={300} />;
}

/** Weeks by their first day: month and day, and the year too when the weeks shown span more than one year. */
export function weekLabels(starts: string[]): string[] {
  const years = new Set(starts.map((start) => start.slice(0, 4)));
  return starts.map((start) => (years.size > 1 ? start : start.slice(5)));
}
