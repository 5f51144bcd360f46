import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** What the admin shows while the catalogue has no schema at all. */
export function NoSchemas() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 4 }}>
      <Typography>{translate('console.schemas.empty')}</Typography>
    </Box>
  );
}
