// Database check (spec 000 §2): the report of its job, each issue with a link to the record concerned.
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { JobView } from '../../../model/jobs';
import type { CheckDbIssue, CheckDbIssueKind } from '../../../model/tools';
import { simpleToolEntry } from '../SimpleTool';

export const ISSUE_LABELS: Record<CheckDbIssueKind, string> = {
  invalid: 'Ne passe plus son schéma',
  unsafe: "Refusé aujourd'hui par l'assainissement",
  dangling: 'Référence cassée',
  orphanFile: 'Fichier orphelin',
  missingFile: 'Fichier manquant',
  duplicateId: 'Identifiant en double',
};

function CheckDbReport({ job }: { job: JobView }) {
  const issues = (job.result as { issues?: CheckDbIssue[] } | null)?.issues ?? [];
  if (!issues.length) return <Typography>Aucun problème trouvé.</Typography>;
  return (
    <Table size="small" aria-label="Rapport de vérification">
      <TableHead>
        <TableRow>
          <TableCell>Problème</TableCell>
          <TableCell>Enregistrement ou fichier</TableCell>
          <TableCell>Détail</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {issues.map((issue, i) => (
          <TableRow key={i}>
            <TableCell>{ISSUE_LABELS[issue.kind]}</TableCell>
            <TableCell>
              {issue.link ? (
                // The report's links are console paths (/{siteId}/...): the router opens them in place.
                <Link component={RouterLink} to={issue.link}>
                  {issue.cls} {issue.id}
                </Link>
              ) : (
                issue.path
              )}
            </TableCell>
            <TableCell>{issue.message}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

export const checkDbTool = simpleToolEntry({
  id: 'checkDb',
  label: 'Vérifier la base',
  action: 'Vérifier',
  description:
    'Cherche les enregistrements qui ne passent plus leur schéma, les références cassées, les fichiers orphelins ou manquants et les identifiants en double.',
  result: (job) => <CheckDbReport job={job} />,
});
