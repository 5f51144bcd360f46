// Developers see which environment they are on (spec 000 §2 "Shell"); Alt+E or a click shows the build details.
import { Button, Chip, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableRow } from '@mui/material';
import { useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Environment } from '../../model/constants';
import { environmentColour } from '../theme';
import { BUILD_BRANCH, BUILD_VERSION, buildInfo } from './environment';
import { useAltEShortcut } from './useAltEShortcut';

export function DeveloperEnvironment({ env }: { env: Environment }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useAltEShortcut(useCallback(() => setOpen(true), []));

  const { tag, commit, date } = buildInfo();
  const rows: [string, string][] = [
    ['env', env],
    ['version', BUILD_VERSION],
    ['branch', BUILD_BRANCH],
    ['tag', tag],
    ['commit', commit],
    ['date', date],
  ];

  return (
    <>
      <Chip
        label={env}
        size="small"
        onClick={() => setOpen(true)}
        aria-label={`${translate('console.shell.environment')} ${env}`}
        // White on the navbar, which wears the environment's colour; the tag's text wears it too (7:1 on white).
        sx={{ bgcolor: '#fff', color: environmentColour(env), fontWeight: 700, textTransform: 'uppercase', '&:hover': { bgcolor: 'grey.100' } }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="environment-info-title">
        <DialogTitle id="environment-info-title">{translate('console.environment.title')}</DialogTitle>
        <DialogContent>
          <Table size="small">
            <TableBody>
              {rows.map(([key, value]) => (
                <TableRow key={key}>
                  <TableCell component="th" scope="row">
                    {translate(`console.environment.${key}`)}
                  </TableCell>
                  <TableCell>{value}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('console.environment.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
