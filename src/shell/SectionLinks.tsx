import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Section } from '../../model/sections';
import { useSite } from '../routing/useSite';
import { useIsSectionActive } from './useIsSectionActive';

/** One navbar entry per section, on medium and large screens. */
export function SectionLinks({ sections }: { sections: Section[] }) {
  const translate = useTranslate();
  const { sitePath } = useSite();
  const isActive = useIsSectionActive();
  return (
    <Stack component="nav" direction="row" spacing={0.5} aria-label={translate('console.shell.sections')}>
      {sections.map((section) => {
        const active = isActive(section);
        return (
          <Button
            key={section.id}
            component={Link}
            to={sitePath(section.path)}
            color="inherit"
            aria-current={active ? 'page' : undefined}
            sx={{ borderBottom: 2, borderColor: active ? 'currentColor' : 'transparent', borderRadius: 0 }}
          >
            {section.label}
          </Button>
        );
      })}
    </Stack>
  );
}
