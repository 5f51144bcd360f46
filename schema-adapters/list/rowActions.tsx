// The actions of a list row: 'Modifier', the buttons that screens above schema-adapters add to a type's rows
// (moderation, statistics, login as; the app provides them by schema id through the console extensions,
// ../extensions.tsx, since schema-adapters cannot import custom-pages), then 'Supprimer'. Past two, only the first two
// stay on the row and the others go into its 'Plus d'actions' menu, so that the columns keep their room. On the row
// they are icons named by their labels (../actions/ActionButton.tsx), in the menu their icons and labels.
import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Stack from '@mui/material/Stack';
import { useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { ActionLookProvider, DeleteRecordButton, OpenRecordLink } from '../actions';
import { useConsoleExtensions } from '../extensions';
import { OnDemandBoundary } from '../shared/onDemand';

export interface ListRowActionProps {
  schema: DataSchema;
  record: RaRecord;
}

export interface ListRowAction {
  /** Unique among the actions of one type. */
  id: string;
  /**
   * One button, drawn on the row or in its menu, before 'Supprimer': an ActionButton (../actions), which takes the
   * look of where it stands. Its clicks must not bubble to the row (which opens it).
   */
  Component: ComponentType<ListRowActionProps>;
}

/** How many actions a row shows before the others go into its menu. */
export const INLINE_ROW_ACTIONS = 2;

const NONE: readonly ListRowAction[] = [];
export const useListRowActions = (schemaId: string): readonly ListRowAction[] => useConsoleExtensions().listRowActions[schemaId] ?? NONE;

const stop = (event: MouseEvent) => event.stopPropagation();

/** The icons on a row of `actions` actions: each of them, or the first two and the menu's. */
const rowIconsOf = (actions: number) => (actions > INLINE_ROW_ACTIONS ? INLINE_ROW_ACTIONS + 1 : actions);

/** How many icons a row of the type shows: 'Modifier', the added actions and 'Supprimer' (RowActions' own). */
export const useRowIconCount = (schemaId: string): number => rowIconsOf(useListRowActions(schemaId).length + 2);

/**
 * The width of `icons` small icon buttons (square, the theme's density: src/theme/density.ts): the actions' place
 * before they are drawn, and their least width after (an added action whose code is still loading draws nothing), so
 * that the columns beside them, and the rows' heights where a cell's text wraps, do not change when they come.
 */
export const rowIconsWidth = (icons: number) => `calc(${icons} * var(--console-row-actions-height))`;

/** The actions of a live record of the list (lazily loaded ones appear when ready). */
export const RowActions = ({ schema, record }: ListRowActionProps) => {
  const added = useListRowActions(schema._id);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const actions: { id: string; node: ReactNode }[] = [
    { id: 'open', node: <OpenRecordLink schema={schema} /> },
    ...added.map(({ id, Component }) => ({ id, node: <Component schema={schema} record={record} /> })),
    { id: 'delete', node: <DeleteRecordButton schema={schema} /> },
  ];
  const inline = actions.length > INLINE_ROW_ACTIONS ? actions.slice(0, INLINE_ROW_ACTIONS) : actions;
  const more = actions.slice(inline.length);
  return (
    // On one line: a row stays one line high (the table scrolls sideways on a narrow screen instead).
    <Stack direction="row" alignItems="center" sx={{ whiteSpace: 'nowrap', minWidth: rowIconsWidth(rowIconsOf(actions.length)) }} onClick={stop}>
      <OnDemandBoundary fallback={null}>
        <ActionLookProvider value="icon">
          {inline.map(({ id, node }) => (
            <span key={id}>{node}</span>
          ))}
        </ActionLookProvider>
        {more.length > 0 && (
          <>
            <IconButton
              size="small"
              aria-label="Plus d'actions"
              aria-haspopup="true"
              aria-expanded={!!menu}
              onClick={(e) => setMenu(e.currentTarget)}
            >
              <MoreVertIcon fontSize="small" />
            </IconButton>
            {/* Mounted only while open (25 closed popovers cost a list's render), and kept while open: an action's own
                dialog (a confirmation) lives inside it. */}
            {menu && (
              <Popover
                open
                anchorEl={menu}
                onClose={() => setMenu(null)}
                anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                transformOrigin={{ vertical: 'top', horizontal: 'right' }}
              >
                <Stack
                  role="group"
                  aria-label="Autres actions"
                  sx={{ p: 0.5, alignItems: 'stretch', '& .MuiButton-root': { justifyContent: 'flex-start', width: '100%' } }}
                >
                  {more.map(({ id, node }) => (
                    <span key={id}>{node}</span>
                  ))}
                </Stack>
              </Popover>
            )}
          </>
        )}
      </OnDemandBoundary>
    </Stack>
  );
};
