import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useStatsQuery } from '../useStatsQuery';
import { SalesRangeBar } from './SalesRangeBar';
import type { SalesSummary } from '../../../model/statistics';
import { SalesTable } from './SalesTable';
import { cutNotice } from '../../../model/allPages';
import { useFormulas } from './useFormulas';
import { useSalesRange } from './useSalesRange';
import { useState } from 'react';

/** Résumé des ventes, or per formula (`perFormula`) with the formula picker. */
export function SalesSummaryPanel({ perFormula }: { perFormula?: boolean }) {
  const sales = useSalesRange();
  const formulas = useFormulas(!!perFormula);
  const [formulaId, setFormulaId] = useState('');
  const chosen = formulaId || formulas.data?.[0]?._id || '';
  const query = { ...sales.range, ...(perFormula && { formulaId: JSON.stringify(chosen) }) };
  const { data, error, isFetching } = useStatsQuery<SalesSummary>(perFormula ? 'sales/per-formula' : 'sales/summary', query, !perFormula || !!chosen);
  return (
    <>
      <SalesRangeBar sales={sales}>
        {perFormula && (
          <TextField
            select
            size="small"
            label="Formule"
            value={chosen}
            onChange={(e) => setFormulaId(e.target.value)}
            sx={{ width: 220, maxWidth: '100%' }}
          >
            {(formulas.data ?? []).map((f) => (
              <MenuItem key={f._id} value={f._id}>
                {f.label || f._id}
              </MenuItem>
            ))}
          </TextField>
        )}
      </SalesRangeBar>
      {isFetching && <LinearProgress aria-label="Chargement" />}
      {error && <Alert severity="error">{(error as Error).message}</Alert>}
      {perFormula && formulas.data?.length === 0 && <Typography color="text.secondary">Aucune formule d'abonnement sur ce site.</Typography>}
      {perFormula && formulas.cut > 0 && (
        <Typography variant="body2" color="text.secondary">
          Formules : {cutNotice(formulas.cut)}
        </Typography>
      )}
      {data && <SalesTable summary={data} />}
    </>
  );
}
