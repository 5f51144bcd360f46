// Restore what was archived within a period (spec 001 §7 GET {instance}/temp_restore_ovh, beginTs and endTs): the repair
// after an incident that archived records wrongly (a faulty import, a hosting failure), for a whole site at once.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { dateTimeTextOf } from '../../../schema-adapters/propertyTypes/timestamp/dateTimeText';
import { useConfirm } from '../../../schema-adapters/shared';
import { FrenchDateField } from '../../shared';
import { ToolRun } from '../ToolRun';
import type { ToolEntry, ToolProps } from '../types';
import { useToolRun } from '../useToolRun';

const DAY_S = 86_400;

function RestoreWindow({ siteId }: ToolProps) {
  const run = useToolRun();
  const [ask, confirmDialog] = useConfirm();
  // To the end of the current minute, as the fields show minutes: what was archived a moment ago is in the period.
  const [endTs, setEndTs] = useState(() => Math.ceil(Date.now() / 60_000) * 60);
  const [beginTs, setBeginTs] = useState(() => endTs - DAY_S);
  const backwards = endTs < beginTs;
  const start = async () => {
    const period = `du ${dateTimeTextOf(beginTs)} au ${dateTimeTextOf(endTs)}`;
    const content = `Chaque enregistrement du site ${siteId} archivé ${period} sortira des archives.`;
    if (!(await ask({ title: 'Restaurer les enregistrements archivés sur cette période ?', content, confirm: 'Restaurer', warning: true }))) return;
    await run.start(`/api/${encodeURIComponent(siteId)}/temp_restore_ovh?beginTs=${beginTs}&endTs=${endTs}`, null);
  };
  const result = run.job?.state === 'done' ? (run.job.result as { restored?: number } | undefined) : undefined;
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        Sort des archives tous les enregistrements du site archivés pendant la période choisie (après un import fautif ou un incident).
      </Typography>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FrenchDateField label="Archivés depuis le" value={beginTs} onChange={setBeginTs} />
        <FrenchDateField
          label="jusqu'au"
          value={endTs}
          onChange={setEndTs}
          error={backwards ? 'La fin de la période doit suivre son début' : undefined}
        />
      </Stack>
      <div>
        <Button variant="outlined" disabled={backwards || run.running} onClick={() => void start()}>
          Restaurer la période
        </Button>
      </div>
      {confirmDialog}
      <ToolRun run={run} />
      {result && <Typography variant="body2">{`${result.restored ?? 0} enregistrement(s) restauré(s).`}</Typography>}
    </Stack>
  );
}

export const restoreWindowTool: ToolEntry = { id: 'restoreWindow', label: 'Restaurer les archivés d’une période', Component: RestoreWindow };
