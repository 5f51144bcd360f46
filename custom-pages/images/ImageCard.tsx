// One found image: preview (image API), name, size, where it is used (links to those records), and Supprimer — or
// Restaurer for a deleted one. A refused action's message shows under the card (spec 001 §8).
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import { ConfirmActionButton } from '../../schema-adapters/actions';
import { imageUrl } from '../../schema-adapters/propertyTypes/media';
import { DELETE_CONFIRMATION, RESTORE_CONFIRMATION, RecordLink, useSiteId } from '../../schema-adapters/shared';
import type { FoundImage, ImageUser } from '../../model/images';
import { useImageAction } from './useImageAction';
import { frenchNumber } from '../../model/frenchFormat';

const PREVIEW = { w: 280, h: 170 };

function UsedBy({ users, hidden }: { users: ImageUser[]; hidden: number }) {
  if (!users.length && !hidden) return <Typography variant="body2">Utilisée nulle part</Typography>;
  return (
    <Typography variant="body2" component="div">
      Utilisée par :
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {users.map((user) => {
          const name = `${user.typeLabel} « ${user.label} »${user.archived ? ' (archivé)' : ''}`;
          return (
            <li key={`${user.type}/${user._id}`}>
              {user.archived ? (
                name
              ) : (
                <RecordLink type={user.type} id={user._id}>
                  {name}
                </RecordLink>
              )}
            </li>
          );
        })}
        {hidden > 0 && <li>{hidden} enregistrement(s) d'autres sections</li>}
      </ul>
    </Typography>
  );
}

export function ImageCard({ image, archived, onChanged }: { image: FoundImage; archived: boolean; onChanged: () => void }) {
  const siteId = useSiteId();
  const action = useImageAction(image, archived ? 'restore' : 'delete', onChanged);
  return (
    <Card variant="outlined" component="li" aria-label={image.name} sx={{ width: PREVIEW.w, listStyle: 'none' }}>
      {archived ? (
        <CardMedia sx={{ height: PREVIEW.h, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}>
          <Typography color="text.secondary">Image supprimée</Typography>
        </CardMedia>
      ) : (
        <CardMedia
          component="img"
          height={PREVIEW.h}
          image={imageUrl(siteId, image.path, PREVIEW)}
          alt={image.name}
          sx={{ objectFit: 'contain', bgcolor: 'action.hover' }}
        />
      )}
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }} title={image.path}>
          {image.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {image.humanSize} ({frenchNumber(image.size)} octets)
        </Typography>
        <UsedBy users={image.usedBy} hidden={image.hiddenUsers} />
      </CardContent>
      <CardActions>
        {archived ? (
          <ConfirmActionButton
            label="Restaurer"
            icon={<RestoreIcon />}
            confirmTitle={RESTORE_CONFIRMATION}
            confirmContent={image.path}
            isPending={action.isPending}
            onConfirm={action.run}
          />
        ) : (
          <ConfirmActionButton
            label="Supprimer"
            icon={<DeleteIcon />}
            color="error"
            confirmTitle={DELETE_CONFIRMATION}
            confirmContent={image.path}
            isPending={action.isPending}
            onConfirm={action.run}
          />
        )}
      </CardActions>
      {action.error && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {action.error}
        </Alert>
      )}
    </Card>
  );
}
