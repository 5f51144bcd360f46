// 'Activité': the records I wrote lately, those others have open now, the site's last changes; each a link to the record.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { HomeActivity, HomeRecord } from '../../../model/home';
import type { DataSchema } from '../../../model/metaSchema';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { recordPathsOf } from '../../../schema-adapters/shared/recordPaths';
import { HomeSection, LinkList } from './HomeSection';
import { timeAgo } from './timeAgo';

const ACTIONS: Record<string, string> = { create: 'créé', update: 'modifié', archive: 'supprimé', restore: 'restauré' };

function recordPath(basename: string, schema: DataSchema | undefined, record: HomeRecord): string | undefined {
  if (!schema) return undefined;
  const paths = recordPathsOf(basename, schema);
  // A deleted record is found in its list's archives.
  return record.action === 'archive' ? paths.collection : paths.open(record.id);
}

function RecordLine({ record, presence }: { record: HomeRecord; presence?: boolean }) {
  const basename = useBasename();
  const schema = useSchemas().find((s) => s._id === record.type);
  const path = recordPath(basename, schema, record);
  const noun = schema?.singular ?? schema?.label ?? record.type;
  const what = presence
    ? `ouvert par ${record.who.join(', ')}`
    : [ACTIONS[record.action] ?? record.action, timeAgo(record.at), record.who.length ? `par ${record.who.join(', ')}` : '']
        .filter(Boolean)
        .join(' ');
  return (
    <li>
      {path ? (
        <Link component={RouterLink} to={path}>
          {record.label}
        </Link>
      ) : (
        record.label
      )}
      <Typography component="span" variant="body2" color="text.secondary">
        {` — ${noun}, ${what}`}
      </Typography>
    </li>
  );
}

function Part({ title, records, empty, presence }: { title: string; records: HomeRecord[]; empty: string; presence?: boolean }) {
  return (
    <Box>
      <Typography variant="subtitle1" component="h4">
        {title}
      </Typography>
      {records.length ? (
        <LinkList label={title}>
          {records.map((r) => (
            <RecordLine key={`${r.type}/${r.id}`} record={r} presence={presence} />
          ))}
        </LinkList>
      ) : (
        <Typography color="text.secondary">{empty}</Typography>
      )}
    </Box>
  );
}

export function ActivitySection({ activity }: { activity: HomeActivity }) {
  return (
    <HomeSection title="Activité">
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Part title="Mes dernières modifications" records={activity.mine} empty="Vous n'avez rien modifié récemment sur ce site." />
        <Part title="En cours d'édition par d'autres" records={activity.others} empty="Personne d'autre n'a d'enregistrement ouvert." presence />
        <Part title="Dernières modifications du site" records={activity.recent} empty="Aucune modification récente." />
      </Box>
    </HomeSection>
  );
}
