// Alert level as a thermometer (spec 000 §2): 0 empty, 1 a quarter, 2 half, 3 three quarters, 4 or more full.
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { thermometerFill } from '../../model/monitoring';

const FILL_NAMES = { 0: 'vide', 0.25: 'un quart', 0.5: 'à moitié', 0.75: 'trois quarts', 1: 'plein' } as const;

/** The tube's inside runs from y = 6 to y = 30 above the bulb. */
const TUBE_TOP = 6;
const TUBE_BOTTOM = 30;

export function Thermometer({ alertLevel }: { alertLevel: number }) {
  const theme = useTheme();
  const fill = thermometerFill(alertLevel);
  const colour = fill >= 0.75 ? theme.palette.error.main : fill >= 0.5 ? theme.palette.warning.main : theme.palette.success.main;
  const top = TUBE_BOTTOM - (TUBE_BOTTOM - TUBE_TOP) * fill;
  const label = `Niveau d'alerte ${alertLevel} : thermomètre ${FILL_NAMES[fill]}`;
  return (
    <Box component="span" role="img" aria-label={label} title={label} data-fill={fill} sx={{ display: 'inline-flex' }}>
      <svg viewBox="0 0 20 44" width={20} height={44} aria-hidden="true">
        <rect x={6} y={2} width={8} height={32} rx={4} fill="none" stroke={theme.palette.text.secondary} strokeWidth={1.5} />
        <circle
          cx={10}
          cy={36}
          r={6}
          fill={fill > 0 ? colour : theme.palette.background.paper}
          stroke={theme.palette.text.secondary}
          strokeWidth={1.5}
        />
        {fill > 0 && <rect x={8} y={top} width={4} height={TUBE_BOTTOM - top + 4} fill={colour} />}
      </svg>
    </Box>
  );
}
