import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSiteId } from '../../shared';
import type { PropertyCellProps } from '../types';
import { fileNameOf, imageUrl, isImagePath } from './mediaUrls';
import { mediaPathOf, type MediaKind } from './mediaValue';

const THUMB = 40;

/** A small thumbnail for an image, the file name otherwise. */
export const MediaCell = ({ value, kind }: PropertyCellProps & { kind: MediaKind }) => {
  const siteId = useSiteId();
  const path = mediaPathOf(value);
  const [failed, setFailed] = useState(false);
  if (!path) return null;
  const name = fileNameOf(path);
  if ((kind === 'image' || isImagePath(path)) && !failed) {
    return (
      <Box
        component="img"
        src={imageUrl(siteId, path, { w: THUMB, h: THUMB, crop: true })}
        alt={name}
        title={path}
        loading="lazy"
        onError={() => setFailed(true)}
        sx={{ width: THUMB, height: THUMB, objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
      />
    );
  }
  return (
    <Typography component="span" variant="body2" title={path} sx={{ overflowWrap: 'anywhere' }}>
      {name || path}
    </Typography>
  );
};
