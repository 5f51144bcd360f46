import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Section } from '../../model/sections';
import { useSite } from '../routing/useSite';
import { PlainLink } from './PlainLink';
import { useIsSectionActive } from './useIsSectionActive';

/** One navbar entry per section, on large screens; a strip that scrolls rather than widening the navbar. */
export function SectionLinks({ sections }: { sections: Section[] }) {
  const translate = useTranslate();
  const { sitePath } = useSite();
  const isActive = useIsSectionActive();
  return (
    <Stack
      component="nav"
      direction="row"
      spacing={0.25}
      aria-label={translate('console.shell.sections')}
      sx={{ minWidth: 0, flexShrink: 1, overflowX: 'auto', scrollbarWidth: 'thin' }}
    >
      {sections.map((section) => {
        const active = isActive(section);
        return (
          <Button
            key={section.id}
            component={PlainLink}
            to={sitePath(section.path)}
            color="inherit"
            aria-current={active ? 'page' : undefined}
            sx={{
              borderBottom: 2,
              borderColor: active ? 'currentColor' : 'transparent',
              borderRadius: 0,
              flexShrink: 0,
              minWidth: 'auto',
              px: 1,
              whiteSpace: 'nowrap',
              textTransform: 'none',
              // The current section stands out by weight too, not by its underline alone.
              fontWeight: active ? 700 : 500,
            }}
          >
            {section.label}
          </Button>
        );
      })}
    </Stack>
  );
}
