import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only the parts a bar chart draws with: Chart.js leaves the rest out of the chunk.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface BarSeries {
  label: string;
  color: string;
  values: number[];
}

/**
 * Whole days' counts as bars, one group (or one stack) per day: a count belongs to its day, so
 * nothing is drawn between days. The day labels are the reader's short dates.
 */
export function BarChart({
  days,
  series,
  isStacked = false,
}: {
  days: string[];
  series: BarSeries[];
  isStacked?: boolean;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart<'bar'> | null>(null);

  useEffect(() => {
    if (!canvas.current) return;
    chart.current = new Chart(canvas.current, {
      type: 'bar',
      data: { labels: [], datasets: [] },
      options: {
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: { stacked: isStacked, grid: { display: false }, ticks: { maxRotation: 0 } },
          y: { stacked: isStacked, beginAtZero: true, ticks: { precision: 0 } },
        },
        plugins: { legend: { position: 'bottom' } },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [isStacked]);

  useEffect(() => {
    const current = chart.current;
    if (!current) return;
    current.data.labels = days;
    current.data.datasets = series.map((one) => ({
      label: one.label,
      data: one.values,
      backgroundColor: one.color,
      ...(isStacked ? { stack: 'all' } : {}),
    }));
    current.update();
  }, [days, series, isStacked]);

  return <canvas ref={canvas} />;
}
