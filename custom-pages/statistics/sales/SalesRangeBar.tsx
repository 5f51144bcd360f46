import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import type { ReactNode } from 'react';
import { FrenchDateField } from '../../shared';
import type { useSalesRange } from './useSalesRange';

/** Start and end pickers between 'Période précédente' and 'Période suivante' (disabled while the start is not past). */
export function SalesRangeBar({ sales, children }: { sales: ReturnType<typeof useSalesRange>; children?: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <Button variant="outlined" startIcon={<ChevronLeftIcon />} onClick={sales.previous}>
        Période précédente
      </Button>
      <FrenchDateField label="Date de début" value={sales.range.startTs} onChange={sales.setStart} />
      <FrenchDateField label="Date de fin" value={sales.range.endTs} onChange={sales.setEnd} />
      <Button variant="outlined" endIcon={<ChevronRightIcon />} onClick={sales.next} disabled={!sales.canNext}>
        Période suivante
      </Button>
      {children}
    </Stack>
  );
}
