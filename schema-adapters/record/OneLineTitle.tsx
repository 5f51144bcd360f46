// A record's title on one line (issue 34): a long one ends in '…' and shows whole on hover. The heading holds the
// whole text, so a screen reader reads it all; the tooltip only describes it (as a label, MUI's default, it gave the
// heading an aria-label, and a form field labelled like the title had a namesake).
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';

export function OneLineTitle({ title }: { title: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(false);
  // Only a title that its line cuts needs saying again.
  const isCut = () => !!heading.current && heading.current.scrollWidth > heading.current.clientWidth;
  return (
    <Tooltip title={title} describeChild open={open} onOpen={() => setOpen(isCut())} onClose={() => setOpen(false)} placement="bottom-start">
      <Typography ref={heading} variant="h5" component="h1" noWrap sx={{ minWidth: 0 }}>
        {title}
      </Typography>
    </Tooltip>
  );
}
