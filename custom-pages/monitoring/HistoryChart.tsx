// One history chart: a line per server over the last minutes (recharts), redrawn each second without animation, its figures as a table on demand.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { frenchNumber } from '../../model/frenchFormat';
import { ChartTable } from '../shared/ChartTable';
import type { ChartRow } from './series';

/** One colour per server, in the order of the cards. */
const COLOURS = ['#1976d2', '#d32f2f', '#388e3c', '#f57c00', '#7b1fa2', '#0097a7', '#5d4037', '#c2185b'];

const time = (t: number) => new Date(t).toLocaleTimeString('fr-FR');

export interface HistoryChartProps {
  title: string;
  rows: ChartRow[];
  servers: { id: string; name: string }[];
}

export function HistoryChart({ title, rows, servers }: HistoryChartProps) {
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0, flex: '1 1 420px', minWidth: 0 }}>
      <Typography variant="subtitle1" component="figcaption">
        {title}
      </Typography>
      <ResponsiveContainer width="100%" height={220}>
        <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={time} minTickGap={40} />
          <YAxis allowDecimals={false} width={48} />
          <Tooltip labelFormatter={(t) => time(Number(t))} />
          <Legend />
          {servers.map((s, i) => (
            <Line key={s.id} dataKey={s.id} name={s.name} type="linear" dot={false} isAnimationActive={false} stroke={COLOURS[i % COLOURS.length]} />
          ))}
        </LineChart>
      </ResponsiveContainer>
      <ChartTable
        caption={title}
        axisLabel="Heure"
        rows={rows}
        axis={(row) => time(row.t)}
        columns={servers.map((s) => ({ key: s.id, label: s.name }))}
        format={frenchNumber}
      />
    </Box>
  );
}
