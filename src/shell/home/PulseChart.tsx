// The small bar chart of a pulse card: 14 days, today last; the figures are in the card's text, the chart only shows
// their shape (hidden from screen readers, and out of the keyboard's way). Loaded on its own (recharts stays out of the dashboard's first load).
import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis } from 'recharts';
import type { PulseSeries } from '../../../model/home';

const dayLabel = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

export default function PulseChart({ series }: { series: PulseSeries }) {
  const data = series.days.map((d) => ({ jour: dayLabel(d.day), valeur: d.value }));
  return (
    <div aria-hidden="true" style={{ width: '100%', height: 56 }}>
      <ResponsiveContainer>
        <BarChart data={data} margin={{ top: 4, right: 0, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <XAxis dataKey="jour" hide />
          <Tooltip formatter={(value) => [String(value), 'Valeur']} />
          <Bar dataKey="valeur" fill="#1565c0" isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
