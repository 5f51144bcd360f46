import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import { Form } from 'react-admin';
import { propertiesByGroup, sideBarPropertiesOf } from './propertiesByGroup';
import { PropertyInputs } from './PropertyInputs';
import { RecordFooter } from './RecordFooter';
import { RecordHeader } from './RecordHeader';
import { RecordTabs } from './RecordTabs';
import { useRecordScreen } from './RecordScreenContext';
import { StaleRecordAlert } from './StaleRecordAlert';
import { useRecordEditor } from './useRecordEditor';

const RecordLayout = () => {
  const { schema, readOnly, stale } = useRecordScreen();
  const { isVisible, isDirty, canSave } = useRecordEditor();
  const groups = propertiesByGroup(schema, isVisible);
  const sideBar = sideBarPropertiesOf(schema, isVisible);
  return (
    <Box sx={{ p: 2 }}>
      <RecordHeader />
      {stale && <StaleRecordAlert isDirty={isDirty} />}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: sideBar.length ? 8 : 12 }}>
          <RecordTabs groups={groups} />
        </Grid>
        {sideBar.length > 0 && (
          <Grid size={{ xs: 12, md: 4 }}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <PropertyInputs properties={sideBar} />
            </Paper>
          </Grid>
        )}
      </Grid>
      {!readOnly && <RecordFooter canSave={canSave} />}
    </Box>
  );
};

/** The record form: header, one tab per group, the sideBar column, the footer (spec 001 §2). */
export const RecordForm = () => (
  <Form>
    <RecordLayout />
  </Form>
);
