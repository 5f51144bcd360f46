// Who else has the record (or a list's row) open: their initials, their name on hover.
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import type { Viewer } from '../../../model/presence';

/** A colour per person, the same on every screen. */
const hueOf = (userId: string) => [...userId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
export const colourOf = (userId: string) => `hsl(${hueOf(userId)} 55% 40%)`;

export const PresenceAvatars = ({ viewers, size = 32 }: { viewers: readonly Viewer[]; size?: number }) =>
  viewers.length ? (
    <AvatarGroup
      max={5}
      aria-label="Également sur cet enregistrement"
      sx={{ '& .MuiAvatar-root': { width: size, height: size, fontSize: size * 0.42 } }}
    >
      {viewers.map((v) => (
        <Tooltip key={v.userId} title={`${v.name} a cet enregistrement ouvert`}>
          <Avatar alt={v.name} sx={{ bgcolor: colourOf(v.userId) }} data-presence={v.name}>
            {v.initials}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  ) : null;
