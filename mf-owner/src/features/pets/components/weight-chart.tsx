import { useId } from 'react';
import type { WeightEntry } from '@vetnow/contracts/pet-care';
import { formatNumber } from '@vetnow/web-kit/format';
import { usePetTexts } from './pet-texts';
import { weightsOldestFirst } from './timeline-model';

const WIDTH = 320;
const HEIGHT = 160;
const PAD = { left: 40, right: 12, top: 12, bottom: 28 };
const DAY_MS = 86_400_000;

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** The chart's points: x by date (proportional), y by weight between the lowest and highest (padded). */
export function chartPoints(weights: readonly Pick<WeightEntry, 'recordedOn' | 'weightKg'>[]): Array<{ x: number; y: number }> {
  if (weights.length === 0) return [];
  const days = weights.map((w) => dayNumber(w.recordedOn));
  const kgs = weights.map((w) => w.weightKg);
  const [firstDay, lastDay] = [Math.min(...days), Math.max(...days)];
  const spread = Math.max(...kgs) - Math.min(...kgs);
  const low = Math.min(...kgs) - (spread === 0 ? 1 : spread * 0.1);
  const high = Math.max(...kgs) + (spread === 0 ? 1 : spread * 0.1);
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  return weights.map((w, i) => ({
    x: PAD.left + (lastDay === firstDay ? innerWidth / 2 : ((days[i]! - firstDay) / (lastDay - firstDay)) * innerWidth),
    y: PAD.top + (1 - (w.weightKg - low) / (high - low)) * innerHeight,
  }));
}

/**
 * The pet's weights over time: a small inline SVG line chart (an image with an accessible name) and, for screen
 * readers, a visually hidden table of the same values, oldest first.
 */
export function WeightChart({ petName, weights }: { petName: string; weights: readonly WeightEntry[] }) {
  const text = usePetTexts();
  const { t } = text;
  const titleId = useId();
  if (weights.length === 0) return <p className="text-sm text-slate-600">{t('record.weight.none')}</p>;
  const ordered = weightsOldestFirst(weights);
  const points = chartPoints(ordered);
  const kgs = ordered.map((w) => w.weightKg);
  const bottom = HEIGHT - PAD.bottom;
  const label = (kg: number) => formatNumber(kg, text.language, { maximumFractionDigits: 2 });

  return (
    <div>
      <svg role="img" aria-labelledby={titleId} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full max-w-xl text-teal-700">
        <title id={titleId}>{t('record.weight.chartLabel', { name: petName })}</title>
        <line x1={PAD.left} y1={bottom} x2={WIDTH - PAD.right} y2={bottom} className="stroke-slate-300" strokeWidth={1} />
        <line x1={PAD.left} y1={PAD.top} x2={PAD.left} y2={bottom} className="stroke-slate-300" strokeWidth={1} />
        <text x={PAD.left - 4} y={PAD.top + 4} textAnchor="end" className="fill-slate-600 text-[10px]">
          {label(Math.max(...kgs))}
        </text>
        <text x={PAD.left - 4} y={bottom} textAnchor="end" className="fill-slate-600 text-[10px]">
          {label(Math.min(...kgs))}
        </text>
        <text x={PAD.left} y={HEIGHT - 8} className="fill-slate-600 text-[10px]">
          {text.date(ordered[0]!.recordedOn)}
        </text>
        {ordered.length > 1 && (
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end" className="fill-slate-600 text-[10px]">
            {text.date(ordered[ordered.length - 1]!.recordedOn)}
          </text>
        )}
        {points.length > 1 && (
          <polyline points={points.map((p) => `${p.x.toFixed(1)},${p.y.toFixed(1)}`).join(' ')} fill="none" stroke="currentColor" strokeWidth={2} />
        )}
        {points.map((p, i) => (
          <circle key={i} cx={p.x.toFixed(1)} cy={p.y.toFixed(1)} r={3.5} fill="currentColor" />
        ))}
      </svg>
      <table className="sr-only">
        <caption>{t('record.weight.tableCaption', { name: petName })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('record.weight.date')}</th>
            <th scope="col">{t('record.weight.weight')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((w, i) => (
            <tr key={`${w.recordedOn}-${i}`}>
              <td>{text.date(w.recordedOn)}</td>
              <td>{text.weight(w.weightKg)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
