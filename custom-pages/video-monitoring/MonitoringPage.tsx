// /super-admin/video-servers/monitoring: the monitoring tab of the VideoServer list, with the schema it needs.
import Alert from '@mui/material/Alert';
import { useSchema } from '../../schema-adapters/schemasContext';
import MonitoringTab from './MonitoringTab';

export default function MonitoringPage() {
  const schema = useSchema('VideoServer');
  if (!schema)
    return (
      <Alert severity="warning" sx={{ m: 2 }}>
        Le schéma VideoServer est absent du catalogue.
      </Alert>
    );
  return <MonitoringTab schema={schema} />;
}
