import { Box, Typography } from '@mui/material';
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { StatsRow } from '../providers/data-provider';
import { useTranslation } from 'react-i18next';

const SERIES = [
  { key: 'offered', label: 'analytics.offered', color: '#94a3b8' },
  { key: 'reserved', label: 'analytics.reserved', color: '#f59e0b' },
  { key: 'pickedUp', label: 'analytics.pickedUp', color: '#0f766e' },
  { key: 'noShows', label: 'analytics.noShows', color: '#b91c1c' },
] as const;

/** The chart is drawn at its card's own width in pixels, so that its labels keep their size on a phone. */
const FALLBACK_WIDTH = 760;
const HEIGHT = 300;
const PAD = { top: 16, right: 8, bottom: 36, left: 40 };
const FONT_SIZE = 12;
/** Room one label under the axis needs ("30 nov." or a short location name). */
const LABEL_WIDTH = 64;

/** A group of bars: one day, week or location. */
export type ChartRow = Pick<StatsRow, 'offered' | 'reserved' | 'pickedUp' | 'noShows'> & { key: string; label: string };

/** A rounded-up axis maximum with 4 even steps. */
function niceMax(value: number): number {
  if (value <= 4) return 4;
  const step = Math.pow(10, Math.floor(Math.log10(value / 4)));
  const nice = [1, 2, 2.5, 5, 10].map((factor) => factor * step).find((candidate) => candidate * 4 >= value) ?? value / 4;
  return nice * 4;
}

/** Grouped bars per row, drawn as plain SVG so that no chart library joins the bundle. */
export function BarChart({ rows, rowName }: { rows: ChartRow[]; rowName: string }) {
  const { t } = useTranslation('admin');
  const [frame, width] = useWidth();
  const max = niceMax(Math.max(0, ...rows.flatMap((row) => [row.offered, row.reserved, row.pickedUp])));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, rows.length);
  // As many labels under the axis as fit side by side, so that 30 days stay readable on a phone.
  const labelEvery = Math.ceil(rows.length / Math.max(1, Math.floor(plotWidth / LABEL_WIDTH)));
  const bar = Math.min(16, (slot * 0.8) / SERIES.length);
  const y = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const ticks = [0, 1, 2, 3, 4].map((step) => (max / 4) * step);

  return (
    <Box ref={frame}>
      <Box component="ul" sx={{ display: 'flex', columnGap: 3, rowGap: 1, listStyle: 'none', p: 0, m: 0, mb: 1, flexWrap: 'wrap' }}>
        {SERIES.map((series) => (
          <Box component="li" key={series.key} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Box sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: series.color }} />
            <Typography variant="body2">{t(series.label)}</Typography>
          </Box>
        ))}
      </Box>
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={t('analytics.chartLabel')}
        width={width}
        height={HEIGHT}
        style={{ display: 'block', maxWidth: '100%' }}
        data-testid="stats-chart"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
            <text x={PAD.left - 6} y={y(tick)} textAnchor="end" dominantBaseline="middle" fontSize={FONT_SIZE} fill="#64748b">
              {Math.round(tick)}
            </text>
          </g>
        ))}
        {rows.map((row, index) => {
          const groupStart = PAD.left + index * slot + (slot - bar * SERIES.length) / 2;
          return (
            <g key={row.key}>
              {SERIES.map((series, position) => {
                const value = row[series.key];
                return (
                  <rect
                    key={series.key}
                    x={groupStart + position * bar}
                    y={y(value)}
                    width={bar - 1}
                    height={Math.max(0, y(0) - y(value))}
                    fill={series.color}
                    rx="2"
                  >
                    <title>{`${rowName} ${row.label}: ${t(series.label)} ${value}`}</title>
                  </rect>
                );
              })}
              {index % labelEvery === 0 && (
                <text
                  x={PAD.left + index * slot + slot / 2}
                  y={HEIGHT - PAD.bottom + 16}
                  textAnchor="middle"
                  fontSize={FONT_SIZE}
                  fill="#475569"
                >
                  {row.label.length > 14 ? `${row.label.slice(0, 13)}…` : row.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </Box>
  );
}

/** A ref for a block element and its current width in pixels. */
function useWidth(): [RefObject<HTMLDivElement | null>, number] {
  const frame = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(FALLBACK_WIDTH);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.max(240, Math.floor(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [frame, width];
}
