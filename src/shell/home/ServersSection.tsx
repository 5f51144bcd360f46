// 'Serveurs' (super administrators): the jobs running now and the video servers as the supervision last saw them; the
// demo's fill has its bar above the tiles (DemoFillPanel).
import Link from '@mui/material/Link';
import { useBasename } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { HomeServers } from '../../../model/home';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { recordPathsOf } from '../../../schema-adapters/shared/recordPaths';
import { HomeSection, LinkList } from './HomeSection';

function videoServersText({ total, polled, online, maxAlertLevel }: HomeServers['videoServers']): string {
  if (!total) return 'Aucun serveur vidéo actif';
  if (!polled) return `${total} serveur(s) vidéo : état inconnu, ouvrir la supervision`;
  return `Serveurs vidéo : ${online} en ligne sur ${total}, alerte la plus haute ${maxAlertLevel}`;
}

export function ServersSection({ servers }: { servers: HomeServers }) {
  const basename = useBasename();
  const videoServer = useSchemas().find((s) => s._id === 'VideoServer');
  const running = servers.runningJobs;
  return (
    <HomeSection title="Serveurs">
      <LinkList label="Serveurs">
        <li>
          <Link component={RouterLink} to={`${basename}/super-admin/jobs?etat=running`}>
            {running ? `${running} tâche(s) en cours` : 'Aucune tâche en cours'}
          </Link>
        </li>
        <li>
          {videoServer ? (
            <Link component={RouterLink} to={recordPathsOf(basename, videoServer).tab('monitoring')}>
              {videoServersText(servers.videoServers)}
            </Link>
          ) : (
            videoServersText(servers.videoServers)
          )}
        </li>
      </LinkList>
    </HomeSection>
  );
}
