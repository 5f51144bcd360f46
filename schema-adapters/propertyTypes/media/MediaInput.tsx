// File and image inputs (spec 000 §4 "Image upload"): upload with progress, stored path, size tag, thumbnail, remove;
// developers may also type a path by hand (spec 000 §6).
import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useInput } from 'react-admin';
import { useIsDeveloper } from '../../shared';
import { useSiteId } from '../../shared';
import { InputFrame } from '../frame';
import type { PropertyInputProps } from '../types';
import { MediaPreview } from './MediaPreview';
import { mediaPathOf, withPath, type MediaKind } from './mediaValue';
import { fileUrl } from './mediaUrls';
import { UploadProgress } from './UploadProgress';
import { useUpload } from './useUpload';

export const ONE_FILE_AT_A_TIME = 'Un seul fichier à la fois';

export const MediaInput = ({ prop, label, validate, readOnly, disabled, kind }: PropertyInputProps & { kind: MediaKind }) => {
  const siteId = useSiteId();
  const isDeveloper = useIsDeveloper();
  const imagesOnly = kind === 'image';
  const { field, fieldState } = useInput({ source: prop.key, validate, disabled, readOnly });
  const { state, upload, reset } = useUpload({ imagesOnly });
  const [dragging, setDragging] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const pathInputId = useId();
  const editable = !readOnly && !disabled;
  const path = mediaPathOf(field.value);
  const uploadedSize = state.status === 'done' && state.file.path === path ? state.file.size : undefined;

  const choose = (path: string) => {
    field.onChange(withPath(field.value, path));
    field.onBlur();
  };

  const send = async (files: FileList | File[] | null) => {
    const list = files ? Array.from(files) : [];
    setRefusal(undefined);
    if (list.length === 0) return;
    if (list.length > 1) return setRefusal(ONE_FILE_AT_A_TIME);
    const stored = await upload(list[0]);
    if (stored) choose(stored.path);
  };

  const remove = () => {
    reset();
    setRefusal(undefined);
    choose('');
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (editable) void send(event.dataTransfer.files);
  };

  return (
    <InputFrame label={label} htmlFor={isDeveloper ? pathInputId : undefined} error={fieldState.error?.message} helperText={prop.description}>
      <Box
        data-testid={`media-${prop.key}`}
        onDragOver={(event) => {
          if (!editable) return;
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          display: 'flex',
          gap: 2,
          alignItems: 'flex-start',
          flexWrap: 'wrap',
          p: 1.5,
          border: 1,
          borderRadius: 1,
          borderStyle: dragging ? 'dashed' : 'solid',
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
        }}
      >
        <MediaPreview siteId={siteId} path={path} kind={kind} size={uploadedSize} />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 220 }}>
          {editable && (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<UploadIcon />}
                disabled={state.status === 'uploading'}
                onClick={() => fileInput.current?.click()}
              >
                {imagesOnly ? 'Téléverser une image' : 'Téléverser un fichier'}
              </Button>
              {path && (
                <Button size="small" color="error" startIcon={<DeleteOutlineIcon />} onClick={remove}>
                  Retirer
                </Button>
              )}
              {path && (
                <Button size="small" startIcon={<OpenInNewIcon />} href={fileUrl(siteId, path)} target="_blank" rel="noopener">
                  Ouvrir
                </Button>
              )}
              <input
                ref={fileInput}
                type="file"
                hidden
                aria-label={imagesOnly ? `Image à téléverser (${prop.label ?? prop.key})` : `Fichier à téléverser (${prop.label ?? prop.key})`}
                accept={imagesOnly ? 'image/*' : undefined}
                onChange={(event) => {
                  void send(event.target.files);
                  event.target.value = '';
                }}
              />
            </Box>
          )}
          {!editable && path && (
            <Button
              size="small"
              startIcon={<OpenInNewIcon />}
              href={fileUrl(siteId, path)}
              target="_blank"
              rel="noopener"
              sx={{ alignSelf: 'flex-start' }}
            >
              Ouvrir
            </Button>
          )}
          <UploadProgress state={state} refusal={refusal} />
          {editable && !path && state.status !== 'uploading' && (
            <Typography variant="caption" color="text.secondary">
              {imagesOnly ? 'Glissez une image ici ou téléversez-la.' : 'Glissez un fichier ici ou téléversez-le.'}
            </Typography>
          )}
        </Box>
      </Box>
      {isDeveloper && (
        <TextField
          id={pathInputId}
          size="small"
          label="Chemin (saisie manuelle)"
          placeholder="/2026/11/photo.jpg ou https://…"
          value={path}
          onChange={(event) => choose(event.target.value)}
          slotProps={{ input: { readOnly: !editable, sx: { fontFamily: 'monospace' } } }}
          fullWidth
        />
      )}
    </InputFrame>
  );
};
