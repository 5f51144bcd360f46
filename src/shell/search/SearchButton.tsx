// The app bar's search field and Ctrl+K (⌘K): both open the search palette, loaded on first use only.
import SearchIcon from '@mui/icons-material/Search';
import { Box, ButtonBase } from '@mui/material';
import { useEffect, useState } from 'react';
import { onDemand, OnDemandBoundary } from '../../../schema-adapters/shared/onDemand';

const SearchPalette = onDemand(() => import('./SearchPalette').then((m) => m.SearchPalette));

export function SearchButton({ compact }: { compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        setLoaded(true);
        setOpen(true);
      }
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  return (
    <>
      <ButtonBase
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
        // Not 'Rechercher': the screens' own search buttons and fields keep that name to themselves.
        aria-label="Recherche dans la console (Ctrl+K)"
        aria-haspopup="dialog"
        sx={{
          gap: 1,
          // On a phone, an icon as narrow as the others: the site switcher and the user menu keep their room.
          px: compact ? 0.5 : 1,
          py: 0.5,
          borderRadius: 1,
          // Darker than the bar, not lighter: its white text keeps a contrast of 4.5:1 (WCAG 1.4.3).
          bgcolor: 'rgba(0, 0, 0, 0.2)',
          '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.3)' },
          flexShrink: 0,
        }}
      >
        <SearchIcon fontSize="small" />
        {!compact && (
          <>
            <Box component="span">Recherche…</Box>
            <Box component="kbd" sx={{ fontFamily: 'inherit', fontSize: '0.75rem' }}>
              Ctrl K
            </Box>
          </>
        )}
      </ButtonBase>
      {loaded && (
        <OnDemandBoundary fallback={null}>
          <SearchPalette open={open} onClose={() => setOpen(false)} />
        </OnDemandBoundary>
      )}
    </>
  );
}
