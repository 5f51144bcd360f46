import Chip from '@mui/material/Chip';
import { humanSize, sizeSeverity } from './sizeTag';

const TITLES = {
  success: 'Poids léger (20 000 octets au plus)',
  warning: 'Poids moyen (50 000 octets au plus)',
  error: 'Poids élevé (plus de 50 000 octets)',
} as const;

/** The file size, coloured by weight (spec 000 §4). */
export const SizeChip = ({ bytes }: { bytes: number }) => {
  const severity = sizeSeverity(bytes);
  return (
    <Chip
      size="small"
      color={severity}
      label={humanSize(bytes)}
      title={TITLES[severity]}
      data-severity={severity}
      data-testid="size-tag"
      sx={{ alignSelf: 'flex-start' }}
    />
  );
};
