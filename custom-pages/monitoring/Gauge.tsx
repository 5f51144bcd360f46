// A half-circle gauge: green up to 80 %, yellow 80-95, red 95-100 (spec 000 §2), a needle at the value; the zone also in words.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { gaugeZone } from '../../model/monitoring';
import { frenchNumber } from '../../model/frenchFormat';

const R = 40;
const CX = 50;
const CY = 48;

/** The point of the arc at a percent (0 left, 100 right). */
const at = (percent: number, radius = R) => {
  const angle = Math.PI * (1 - percent / 100);
  return { x: CX + radius * Math.cos(angle), y: CY - radius * Math.sin(angle) };
};

const arc = (from: number, to: number) => {
  const a = at(from);
  const b = at(to);
  return `M ${a.x.toFixed(2)} ${a.y.toFixed(2)} A ${R} ${R} 0 0 1 ${b.x.toFixed(2)} ${b.y.toFixed(2)}`;
};

export interface GaugeProps {
  label: string;
  /** Undefined when there is nothing to measure against (a server without bandwidth). */
  percent: number | undefined;
  /** What the value means, under the percent ("12,5 / 125 Mo/s"). */
  detail?: string;
}

/** The zone in words: the colour is not the only sign of it (WCAG 1.4.1). */
const ZONE_WORDS = { normal: '', warning: 'élevé', danger: 'critique' } as const;

const formatPercent = (percent: number) => {
  const zone = ZONE_WORDS[gaugeZone(percent)];
  return `${frenchNumber(Math.round(percent))} %${zone ? ` · ${zone}` : ''}`;
};

export function Gauge({ label, percent, detail }: GaugeProps) {
  const theme = useTheme();
  const zone = percent === undefined ? undefined : gaugeZone(percent);
  const colour = { normal: theme.palette.success.main, warning: theme.palette.warning.main, danger: theme.palette.error.main };
  const needle = at(Math.min(100, Math.max(0, percent ?? 0)), R - 6);
  return (
    <Box
      role="meter"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent === undefined ? undefined : Math.round(percent)}
      aria-valuetext={percent === undefined ? 'non mesuré' : formatPercent(percent)}
      data-zone={zone}
      sx={{ width: 130, textAlign: 'center' }}
    >
      <svg viewBox="0 0 100 56" width="100%" aria-hidden="true">
        <path d={arc(0, 80)} stroke={colour.normal} strokeWidth={8} fill="none" opacity={0.35} />
        <path d={arc(80, 95)} stroke={colour.warning} strokeWidth={8} fill="none" opacity={0.6} />
        <path d={arc(95, 100)} stroke={colour.danger} strokeWidth={8} fill="none" opacity={0.8} />
        {percent !== undefined && (
          <>
            <line x1={CX} y1={CY} x2={needle.x} y2={needle.y} stroke={colour[zone!]} strokeWidth={3} strokeLinecap="round" />
            <circle cx={CX} cy={CY} r={3.5} fill={colour[zone!]} />
          </>
        )}
      </svg>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography
        variant="body2"
        sx={{ fontWeight: zone && zone !== 'normal' ? 600 : undefined }}
        color={zone === 'danger' ? 'error.dark' : 'text.primary'}
      >
        {percent === undefined ? '—' : formatPercent(percent)}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Box>
  );
}
