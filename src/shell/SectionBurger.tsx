import MenuIcon from '@mui/icons-material/Menu';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Section } from '../../model/sections';
import { useSite } from '../routing/useSite';
import { PlainLink } from './PlainLink';
import { useIsSectionActive } from './useIsSectionActive';

/** The section entries folded into a burger menu on small screens. */
export function SectionBurger({ sections }: { sections: Section[] }) {
  const translate = useTranslate();
  const { sitePath } = useSite();
  const isActive = useIsSectionActive();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);

  return (
    <>
      <IconButton
        color="inherit"
        edge="start"
        aria-label={translate('console.shell.sections')}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MenuIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {sections.map((section) => (
          <MenuItem key={section.id} component={PlainLink} to={sitePath(section.path)} selected={isActive(section)} onClick={() => setAnchor(null)}>
            {section.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
