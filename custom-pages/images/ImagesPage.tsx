// Images (spec 000 §2, tools section): the site's stored images found by name, each with its preview, size and uses,
// deleted (to the site's file archive) or restored from the deleted ones.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { errorMessageOf } from '../../schema-adapters/shared';
import { ImageCard } from './ImageCard';
import { useImageSearch } from './useImageSearch';

export default function ImagesPage() {
  const [name, setName] = useState('');
  const [archived, setArchived] = useState(false);
  const { submitted, result, searching, submit } = useImageSearch();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit({ name, archived });
  };
  const images = result.data?.data ?? [];
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Images
      </Typography>
      <Stack component="form" direction="row" spacing={2} alignItems="center" onSubmit={onSubmit} role="search" sx={{ flexWrap: 'wrap' }}>
        <TextField label="Nom de l'image" value={name} onChange={(event) => setName(event.target.value)} size="small" sx={{ width: 320 }} autoFocus />
        <FormControlLabel control={<Switch checked={archived} onChange={(event) => setArchived(event.target.checked)} />} label="Images supprimées" />
        <Button type="submit" variant="contained" disabled={searching || !name.trim()}>
          {searching ? 'Recherche…' : 'Rechercher'}
        </Button>
      </Stack>
      <Box sx={{ height: 4, my: 1 }}>{searching && <LinearProgress />}</Box>
      {!submitted && <Typography color="text.secondary">Entrez un nom pour chercher parmi les images du site.</Typography>}
      {result.error && <Alert severity="error">{errorMessageOf(result.error)}</Alert>}
      {submitted && result.data && (
        <>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {images.length === 0
              ? `Aucune image ${submitted.archived ? 'supprimée ' : ''}ne correspond à « ${submitted.name} ».`
              : `${images.length} image(s)${result.data.complete ? '' : ' (recherche limitée : précisez le nom)'}`}
          </Typography>
          <Stack direction="row" component="ul" aria-label="Images trouvées" sx={{ flexWrap: 'wrap', gap: 2, p: 0, m: 0 }}>
            {images.map((image) => (
              <ImageCard key={image.path} image={image} archived={submitted.archived} onChanged={() => void result.refetch()} />
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}
