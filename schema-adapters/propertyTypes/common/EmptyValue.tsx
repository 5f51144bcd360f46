import Typography from '@mui/material/Typography';

/** Marks a missing value in forms; cells stay blank. */
export const EmptyValue = () => (
  <Typography component="span" variant="body2" color="text.disabled">
    —
  </Typography>
);
