import { useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { fileNameOf, imageUrl, isImagePath } from './mediaUrls';
import { SizeChip } from './SizeChip';
import { useFileSize } from './useFileSize';
import type { MediaKind } from './mediaValue';

const THUMB = { w: 160, h: 120 };

const Placeholder = ({ broken, kind }: { broken?: boolean; kind: MediaKind }) => {
  const Icon = broken ? BrokenImageOutlinedIcon : kind === 'image' ? ImageOutlinedIcon : InsertDriveFileOutlinedIcon;
  return (
    <Box sx={{ width: THUMB.w, height: THUMB.h, flexShrink: 0, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', borderRadius: 1 }}>
      <Icon color="disabled" fontSize="large" />
    </Box>
  );
};

/** The thumbnail (image API, w/h × devicePixelRatio) or file icon, the name, the stored path and the size tag. */
export const MediaPreview = ({ siteId, path, kind, size }: { siteId: string; path: string; kind: MediaKind; size?: number }) => {
  const [failedSrc, setFailedSrc] = useState<string>();
  const bytes = useFileSize(siteId, path, size);
  const showImage = !!path && (kind === 'image' || isImagePath(path));
  const src = showImage ? imageUrl(siteId, path, THUMB) : '';
  return (
    <>
      {showImage && failedSrc !== src ? (
        <Box
          component="img"
          src={src}
          alt={fileNameOf(path)}
          onError={() => setFailedSrc(src)}
          // The thumbnail's box whatever the image: one loading takes its place already (nothing below it moves).
          sx={{
            width: THUMB.w,
            height: THUMB.h,
            flexShrink: 0,
            borderRadius: 1,
            bgcolor: 'action.hover',
            objectFit: 'contain',
          }}
        />
      ) : (
        <Placeholder kind={kind} broken={showImage} />
      )}
      {path ? (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {fileNameOf(path)}
          </Typography>
          <Typography variant="caption" data-testid="stored-path" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
            {path}
          </Typography>
          {showImage && failedSrc === src && (
            <Typography variant="caption" color="error">
              Image introuvable
            </Typography>
          )}
          {bytes !== undefined && <SizeChip bytes={bytes} />}
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          {kind === 'image' ? 'Aucune image' : 'Aucun fichier'}
        </Typography>
      )}
    </>
  );
};
