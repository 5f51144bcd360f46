// The search palette (Ctrl+K, or the app bar's field): the console's screens by name and the records of every type
// the user reads, grouped by type with their counts; the records last opened (from anywhere) when nothing is typed.
// Keyboard first: arrows move, Enter opens, Escape closes (an ARIA combobox over a listbox).
import { Alert, Box, Dialog, InputBase, LinearProgress, List, ListItemButton, ListItemText, ListSubheader, Typography } from '@mui/material';
import { Fragment, useMemo, useState, type KeyboardEvent } from 'react';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router';
import { recordPathsOf, useSessionUser } from '../../../schema-adapters/shared';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { CUSTOM_PAGES } from '../../consoleModules';
import { useSite, useSiteCollections } from '../../routing/useSite';
import { useVisibleSections } from '../useVisibleSections';
import { paletteScreens, screenFinder } from './paletteScreens';
import { recentRecords, type RecentRecord } from '../../../schema-adapters/shared/recentRecords';
import { useSiteSearch } from './useSiteSearch';

type Item = { key: string; label: string; hint: string } & ({ kind: 'screen'; path: string } | ({ kind: 'record' } & RecentRecord));
interface Group {
  heading: string;
  items: Item[];
}

const countText = (count: number, lowerBound?: boolean) => (lowerBound ? `plus de ${count}` : String(count));

function useScreenFinder() {
  const sections = useVisibleSections();
  const collections = useSiteCollections();
  return useMemo(() => screenFinder(paletteScreens(sections, collections, CUSTOM_PAGES)), [sections, collections]);
}

export function SearchPalette({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const { siteId } = useSite();
  const userId = useSessionUser()?._id;
  const basename = useBasename();
  const navigate = useNavigate();
  const schemas = useSchemas();
  const findScreens = useScreenFinder();
  const search = useSiteSearch(siteId, text, open);
  const typed = text.trim();

  const groups = useMemo<Group[]>(() => {
    const recordItem = (r: RecentRecord): Item => ({ kind: 'record', key: `${r.type}/${r.id}`, hint: r.typeLabel, ...r });
    if (!typed) {
      const recent = open && userId ? recentRecords(userId, siteId) : [];
      return recent.length ? [{ heading: 'Ouverts récemment', items: recent.map(recordItem) }] : [];
    }
    const screens = findScreens(typed).map((s): Item => ({ kind: 'screen', key: `screen:${s.path}`, label: s.label, hint: s.section, path: s.path }));
    return [
      ...(screens.length ? [{ heading: `Écrans (${screens.length})`, items: screens }] : []),
      ...search.groups.map((g) => ({
        heading: `${g.label} (${countText(g.count, g.countIsLowerBound)})${g.fuzzy ? ' — orthographe approchée' : ''}`,
        items: g.records.map((r) => recordItem({ type: g.type, typeLabel: g.label, id: r._id, label: r.label })),
      })),
    ];
  }, [typed, open, userId, siteId, findScreens, search.groups]);
  const items = groups.flatMap((g) => g.items);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const close = () => {
    setText('');
    setActive(0);
    onClose();
  };
  const openItem = (item: Item) => {
    if (item.kind === 'screen') navigate(`${basename}/${item.path}`);
    else {
      const schema = schemas.find((s) => s._id === item.type);
      if (!schema) return;
      navigate(recordPathsOf(basename, schema).open(item.id));
    }
    close();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (items.length) setActive((current + (event.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length);
    } else if (event.key === 'Enter' && items[current]) {
      event.preventDefault();
      openItem(items[current]);
    }
  };

  const optionId = (index: number) => `search-palette-option-${index}`;
  let index = -1;
  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-label="Rechercher dans la console"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <InputBase
          autoFocus
          fullWidth
          placeholder="Rechercher un enregistrement, un écran, un outil…"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          inputProps={{
            role: 'combobox',
            'aria-label': 'Rechercher',
            'aria-expanded': items.length > 0,
            'aria-controls': 'search-palette-results',
            'aria-autocomplete': 'list',
            'aria-activedescendant': items.length ? optionId(current) : undefined,
            maxLength: 100,
          }}
          sx={{ fontSize: '1.1rem' }}
        />
      </Box>
      {search.loading ? <LinearProgress /> : <Box sx={{ height: 4 }} />}
      <List id="search-palette-results" role="listbox" aria-label="Résultats" dense sx={{ maxHeight: '60vh', overflowY: 'auto', py: 0 }}>
        {groups.map((group) => (
          <Fragment key={group.heading}>
            <ListSubheader role="presentation">{group.heading}</ListSubheader>
            {group.items.map((item) => {
              index += 1;
              const position = index;
              return (
                <ListItemButton
                  key={item.key}
                  id={optionId(position)}
                  role="option"
                  aria-selected={position === current}
                  selected={position === current}
                  onMouseEnter={() => setActive(position)}
                  onClick={() => openItem(item)}
                >
                  <ListItemText primary={item.label} secondary={item.hint} />
                </ListItemButton>
              );
            })}
          </Fragment>
        ))}
      </List>
      <Box sx={{ px: 2, pb: 1.5 }}>
        {search.error && <Alert severity="error">{search.error}</Alert>}
        {search.cut.length > 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            Recherche écourtée, non cherché dans : {search.cut.map((c) => c.label).join(', ')}
          </Typography>
        )}
        {typed && !search.loading && !items.length && (
          <Typography variant="body2" color="text.secondary">
            Aucun résultat
          </Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          ↑ ↓ pour choisir, Entrée pour ouvrir, Échap pour fermer
        </Typography>
      </Box>
    </Dialog>
  );
}
