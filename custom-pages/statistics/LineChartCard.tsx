import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartTable } from '../shared/ChartTable';
import { formatNumber } from './format';

export interface ChartLine {
  key: string;
  label: string;
  color: string;
}

interface LineChartCardProps {
  title: string;
  /** One object per point: `label` on the axis, a number per line key. */
  points: Record<string, string | number>[];
  lines: ChartLine[];
  /** Shown instead of a flat chart when every value is 0. */
  emptyText?: string;
}

export const COLORS = ['#1565c0', '#e65100', '#2e7d32', '#6a1b9a', '#c62828', '#00838f'];

/** A titled line chart that fits its container (1280 px or a phone), French numbers, and says so when there is nothing; its figures as a table on demand. */
export function LineChartCard({ title, points, lines, emptyText = 'Aucune donnée sur cette période' }: LineChartCardProps) {
  const empty = points.every((p) => lines.every((l) => !p[l.key]));
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid="stats-chart">
      <Typography variant="subtitle1" component="h3" gutterBottom>
        {title}
      </Typography>
      {empty ? (
        <Box sx={{ height: 120, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Box>
      ) : (
        <Box sx={{ width: '100%', height: 280 }}>
          <ResponsiveContainer>
            <LineChart data={points} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={16} />
              <YAxis tickFormatter={formatNumber} tick={{ fontSize: 12 }} width={56} allowDecimals={false} />
              <Tooltip formatter={(value) => formatNumber(Number(value))} />
              <Legend />
              {lines.map((line) => (
                <Line
                  key={line.key}
                  type="monotone"
                  dataKey={line.key}
                  name={line.label}
                  stroke={line.color}
                  dot={points.length < 40}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </Box>
      )}
      {!empty && <ChartTable caption={title} axisLabel="Période" rows={points} axis={(p) => String(p.label)} columns={lines} format={formatNumber} />}
    </Paper>
  );
}
