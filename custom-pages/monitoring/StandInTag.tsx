// The "simulateur local" tag of a video server whose figures and files come from a local stand-in
// (stand-ins/video-server, design.md §11).
import Chip from '@mui/material/Chip';

export const StandInTag = ({ show }: { show: boolean }) => (show ? <Chip size="small" color="warning" label="simulateur local" /> : null);
