import Chip from '@mui/material/Chip';

/** Provider data that comes from the local stand-in, not from Stripe (design.md §11). */
export const SimulatorTag = ({ simulated }: { simulated?: boolean }) =>
  simulated ? <Chip color="warning" size="small" label="simulateur local" /> : null;
