import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { DataTable, useListContext, type Identifier, type RaRecord } from 'react-admin';
import { BoundedPagination } from './BoundedPagination.js';
import type { DataSchema } from '../../model/metaSchema';
import { ActionLookProvider, RestoreRecordButton } from '../actions';
import { PropertyCell } from '../propertyTypes';
import { errorMessageOf, formatDateTime, useRecordPaths } from '../shared';
import { PresenceAvatars } from '../record/presence/PresenceAvatars';
import { RowActions, rowIconsWidth, useRowIconCount } from './rowActions';
import { useListPresence } from './useListPresence';
import { usePrefetchRecord } from './usePrefetchRecord';
import { columnsOf } from './schemaDerivations';
import { typeAheadHandler } from './typeAhead';
import { useAfterFirstPaint } from '../shared/useAfterFirstPaint';

/**
 * An e-mail, an id or a slug is one word: cells break between words, never inside one ('… @exa mple.c om'); the page's
 * rule that long links break anywhere stops at the table, which scrolls sideways when it must.
 */
const NO_MID_WORD_BREAK = { '& .MuiTableCell-body, & .MuiTableCell-body a': { overflowWrap: 'normal', wordBreak: 'keep-all' } } as const;

/** The rows of a list's first paint: a screen's worth at 1,440 × 900; the others come in the render after it. */
const FIRST_PAINT_ROWS = 15;

/** Who else has a row's record open: avatars of this size beside its actions. */
const VIEWER_AVATAR_PX = 24;

/**
 * Where a row's actions will be, their size (the buttons': the theme's density, src/theme/density.ts; the avatars'
 * height when someone else has the record open): rows do not move when they come, nor do the columns beside them.
 */
const actionsPlace = (icons: number, withViewers: boolean) =>
  ({
    display: 'block',
    minWidth: rowIconsWidth(icons),
    height: withViewers ? `max(var(--console-row-actions-height), ${VIEWER_AVATAR_PX}px)` : 'var(--console-row-actions-height)',
  }) as const;

/**
 * The records of the page. A fetch error empties the list and shows its message in its place (spec 001 §8),
 * instead of react-admin's error page.
 */
export const CollectionTable = ({ schema, archived }: { schema: DataSchema; archived: boolean }) => {
  const { data, error, filterValues, setFilters } = useListContext();
  const paths = useRecordPaths(schema);
  const prefetchRecord = usePrefetchRecord(schema._id);
  const presence = useListPresence(schema, !archived && !error);
  const typeAhead = useMemo(() => typeAheadHandler(), []);
  // An archived record's row has one action: 'Restaurer'.
  const liveIcons = useRowIconCount(schema._id);
  const icons = archived ? 1 : liveIcons;
  // The rows' buttons, and the rows below the first screen, are drawn just after the first rows, at a priority that
  // yields to the user: the records show first (a row's click opens it meanwhile). The buttons again at each new page
  // of records (a search, a filter, a sort, a page: other ids), drawn after the records (they are most of the answer's
  // render); not at a page read again with the same records, whose open menus and focused buttons stay.
  const afterFirstPaint = useAfterFirstPaint();
  const ids = useMemo(() => data?.map((record: RaRecord) => record.id).join('\n'), [data]);
  const settledIds = useDeferredValue(ids);
  const actionsShown = afterFirstPaint && settledIds === ids;
  const firstRows = !afterFirstPaint && data ? data.slice(0, FIRST_PAINT_ROWS) : undefined;
  // An archived record opens read-only, with its history; it comes back to be edited through 'Restaurer'. Kept from one
  // render to the next, as the columns are: react-admin hands it to every row.
  const rowClick = useCallback(
    (id: Identifier) => {
      if (archived) return paths.archived(String(id));
      prefetchRecord(id);
      return paths.open(String(id));
    },
    [archived, paths, prefetchRecord],
  );
  // The same columns from one render to the next: react-admin's rows are memoised on them, so a filter typed or a page
  // loading does not draw the rows shown again, only new records do.
  const columns = useMemo(
    () => [
      ...columnsOf(schema).map((prop) => (
        <DataTable.Col
          key={prop.key}
          source={prop.key}
          label={prop.label || prop.key}
          disableSort={!prop.sortable}
          render={(record: RaRecord) => <PropertyCell prop={prop} record={record} />}
        />
      )),
      <DataTable.Col key="createdAt" source="createdAt" label="Créé le" render={(record: RaRecord) => formatDateTime(record.createdAt) ?? ''} />,
      // Who else has a row's record open shows beside its actions: the spec's columns stay as they are.
      <DataTable.Col
        key="actions"
        label="Actions"
        render={(record: RaRecord) =>
          !actionsShown ? (
            <span style={actionsPlace(icons, !archived && !!presence[String(record.id)]?.length)} />
          ) : archived ? (
            <ActionLookProvider value="icon">
              <RestoreRecordButton schema={schema} />
            </ActionLookProvider>
          ) : (
            <Stack direction="row" alignItems="center" spacing={1}>
              <PresenceAvatars viewers={presence[String(record.id)] ?? []} size={VIEWER_AVATAR_PX} />
              <RowActions schema={schema} record={record} />
            </Stack>
          )
        }
      />,
    ],
    [schema, archived, actionsShown, presence, icons],
  );
  if (error) {
    // Filters are remembered between visits: a refused one would otherwise stay stuck.
    const canReset = Object.keys(filterValues).length > 0;
    return (
      <Alert
        severity="error"
        action={
          canReset && (
            <Button color="inherit" size="small" onClick={() => setFilters({}, {})}>
              Réinitialiser les filtres
            </Button>
          )
        }
      >
        {errorMessageOf(error)}
      </Alert>
    );
  }
  return (
    <>
      <Box onKeyDown={typeAhead}>
        <DataTable bulkActionButtons={false} sx={NO_MID_WORD_BREAK} rowClick={rowClick} data={firstRows}>
          {columns}
        </DataTable>
      </Box>
      <BoundedPagination />
    </>
  );
};
