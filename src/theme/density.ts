// The two densities a person may choose ('Affichage compact' in the account menu, kept per person): 'standard' rows
// of about 35 px, 'compact' rows of about 25 px, so that a page of 30 records shows 25 of them at 1,440 × 900.
import type { Components, Theme } from '@mui/material/styles';
import type { Density } from '../../schema-adapters/shared';

interface DensitySpec {
  /** Padding of a small table cell (every list of the console is a small table). */
  cell: string;
  cellFontSize: string;
  /** Padding of a small icon button (a row's actions) and the size of its icon. */
  iconButton: number;
  icon: number;
  /** Height of a tab (a collection's or a record's tabs). */
  tab: number;
}

export const DENSITIES: Record<Density, DensitySpec> = {
  standard: { cell: '4px 12px', cellFontSize: '0.875rem', iconButton: 4, icon: 20, tab: 42 },
  compact: { cell: '1px 8px', cellFontSize: '0.8125rem', iconButton: 2, icon: 18, tab: 36 },
};

export function densityComponents(density: Density): Components<Omit<Theme, 'components'>> {
  const spec = DENSITIES[density];
  return {
    // A row's actions' height (a small icon button), for a list that draws its rows before their actions
    // (schema-adapters/list/CollectionTable.tsx): the rows keep their height when the actions come.
    MuiTable: {
      defaultProps: { size: 'small' },
      styleOverrides: { root: { '--console-row-actions-height': `${spec.icon + 2 * spec.iconButton}px` } },
    },
    MuiTableCell: {
      styleOverrides: {
        sizeSmall: { padding: spec.cell, fontSize: spec.cellFontSize },
        head: ({ theme }) => ({ fontWeight: 600, color: theme.palette.text.secondary, whiteSpace: 'nowrap' }),
      },
    },
    MuiIconButton: {
      styleOverrides: {
        sizeSmall: { padding: spec.iconButton, '& .MuiSvgIcon-fontSizeSmall': { fontSize: spec.icon } },
      },
    },
    MuiTabs: { styleOverrides: { root: { minHeight: spec.tab } } },
    MuiTab: { styleOverrides: { root: { minHeight: spec.tab, paddingTop: 6, paddingBottom: 6 } } },
  };
}
