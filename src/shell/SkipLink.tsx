// WCAG 2.4.1 (bypass blocks): the first stop of the Tab key on every console screen leads past the bar and the
// section's sidebar to the page itself, so that a keyboard user does not cross them on every screen.
import { Link } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The page's own part (the `<main>` of the shell), which the link gives the focus to. */
export const MAIN_CONTENT_ID = 'main-content';

/** Out of sight (still read and reached by Tab) until it has the focus. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export function SkipLink() {
  const translate = useTranslate();
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={(event) => {
        // The focus moves without the browser's jump to the anchor: the address keeps no '#'.
        event.preventDefault();
        document.getElementById(MAIN_CONTENT_ID)?.focus();
      }}
      sx={{
        // Over the bar, dark blue on white: 7:1 (contrast AA).
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        boxShadow: 4,
        bgcolor: 'background.paper',
        color: 'primary.dark',
        fontWeight: 500,
        '&:not(:focus)': VISUALLY_HIDDEN,
      }}
    >
      {translate('console.shell.skip_to_content')}
    </Link>
  );
}
