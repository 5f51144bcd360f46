import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useBasename, useNavigate } from 'react-admin';

/** The tabs of a statistics page, each a path below `base` (below the site). */
export function StatsTabs({ base, tabs, current }: { base: string; tabs: { path: string; label: string }[]; current: string }) {
  const basename = useBasename();
  const navigate = useNavigate();
  return (
    <Tabs
      value={current}
      onChange={(_e, path: string) => navigate(`${basename}/${base}${path ? `/${path}` : ''}`)}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2 }}
    >
      {tabs.map((t) => (
        <Tab key={t.path} value={t.path} label={t.label} />
      ))}
    </Tabs>
  );
}
