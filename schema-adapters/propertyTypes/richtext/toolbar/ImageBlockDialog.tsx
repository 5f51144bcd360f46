// One image at a time, images only (spec 000 §5): upload or a path, caption, rights holder,
// display width (presets 33/50/66/75/100 and a 0-100 slider, default 50) and alignment.
import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Slider from '@mui/material/Slider';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';
import { useIsDeveloper } from '../../../shared';
import { MediaPreview } from '../../media/MediaPreview';
import { UploadProgress } from '../../media/UploadProgress';
import { useUpload } from '../../media/useUpload';
import { useSiteId } from '../../../shared';
import { ALIGN_LABELS, ALIGNS, DISPLAY_PRESETS, type ImageAlign, type ImageBlockAttrs } from '../imageAttrs';

export interface ImageBlockDialogProps {
  open: boolean;
  /** The image being changed, or the empty one for a new image. */
  initial: ImageBlockAttrs;
  isNew: boolean;
  onConfirm: (attrs: ImageBlockAttrs) => void;
  onRemove: () => void;
  onClose: () => void;
}

export const ImageBlockDialog = (props: ImageBlockDialogProps) => (props.open ? <ImageBlockForm {...props} /> : null);

const ImageBlockForm = ({ initial, isNew, onConfirm, onRemove, onClose }: ImageBlockDialogProps) => {
  const siteId = useSiteId();
  const isDeveloper = useIsDeveloper();
  const [attrs, setAttrs] = useState(initial);
  const { state, upload } = useUpload({ imagesOnly: true });
  const [refusal, setRefusal] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const set = (change: Partial<ImageBlockAttrs>) => setAttrs((current) => ({ ...current, ...change }));

  const send = async (files: FileList | null) => {
    setRefusal(undefined);
    if (!files?.length) return;
    if (files.length > 1) return setRefusal('Une seule image à la fois');
    const stored = await upload(files[0]);
    if (stored) set({ src: stored.path });
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="richtext-image-title">
      <DialogTitle id="richtext-image-title">{isNew ? 'Insérer une image' : 'Modifier l’image'}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap', pt: 1 }}>
          <MediaPreview
            siteId={siteId}
            path={attrs.src}
            kind="image"
            size={state.status === 'done' && state.file.path === attrs.src ? state.file.size : undefined}
          />
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            size="small"
            startIcon={<UploadIcon />}
            disabled={state.status === 'uploading'}
            onClick={() => fileInput.current?.click()}
          >
            Téléverser une image
          </Button>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept="image/*"
            aria-label="Image à insérer"
            onChange={(event) => {
              void send(event.target.files);
              event.target.value = '';
            }}
          />
        </Box>
        <UploadProgress state={state} refusal={refusal} />
        {isDeveloper && (
          <TextField
            size="small"
            label="Chemin de l’image"
            placeholder="/2026/11/photo.jpg ou https://…"
            value={attrs.src}
            onChange={(event) => set({ src: event.target.value.trim() })}
            slotProps={{ input: { sx: { fontFamily: 'monospace' } } }}
          />
        )}
        <TextField size="small" label="Légende" value={attrs.caption} onChange={(event) => set({ caption: event.target.value })} />
        <TextField size="small" label="Ayant droit" value={attrs.rightsHolder} onChange={(event) => set({ rightsHolder: event.target.value })} />
        <Box>
          <Typography variant="body2" id="richtext-image-display" gutterBottom>
            Largeur d’affichage : {attrs.display} %
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={attrs.display}
            onChange={(_event, value: number | null) => value !== null && set({ display: value })}
            aria-label="Largeurs prédéfinies"
          >
            {DISPLAY_PRESETS.map((preset) => (
              <ToggleButton key={preset} value={preset} aria-label={`${preset} %`}>
                {preset} %
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Slider
            value={attrs.display}
            min={0}
            max={100}
            step={1}
            marks={DISPLAY_PRESETS.map((value) => ({ value }))}
            valueLabelDisplay="auto"
            onChange={(_event, value) => set({ display: value as number })}
            aria-labelledby="richtext-image-display"
            sx={{ mt: 1 }}
          />
        </Box>
        <Box>
          <Typography variant="body2" gutterBottom>
            Alignement
          </Typography>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={attrs.align}
            onChange={(_event, value: ImageAlign | null) => value && set({ align: value })}
            aria-label="Alignement"
          >
            {ALIGNS.map((align) => (
              <ToggleButton key={align} value={align}>
                {ALIGN_LABELS[align]}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      </DialogContent>
      <DialogActions>
        {!isNew && (
          <Button color="error" onClick={onRemove} sx={{ mr: 'auto' }}>
            Supprimer l’image
          </Button>
        )}
        <Button onClick={onClose}>Annuler</Button>
        <Button variant="contained" disabled={!attrs.src || state.status === 'uploading'} onClick={() => onConfirm(attrs)}>
          {isNew ? 'Insérer' : 'Enregistrer'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
