// Tools page: 'Générer des codes cadeaux' (spec 001 §2): a product and a quantity (the button stays disabled
// without both), an optional master gift code, then the CSV of the new codes downloads.
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_GIFT_CODES, useGiftCodes } from './useGiftCodes';
import { useProducts } from './useProducts';

export default function GenerateGiftCodesTool({ siteId }: { siteId: string }) {
  const { form, setForm, link } = useGiftCodes(siteId);
  const { products, masters } = useProducts(siteId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Typography variant="subtitle1" component="h3">
        Générer des codes cadeaux
      </Typography>
      <TextField select label="Produit" value={form.productRef} onChange={(e) => setForm({ ...form, productRef: e.target.value })} required>
        {products.map((p) => (
          <MenuItem key={p.value} value={p.value}>
            {p.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Quantité"
        type="number"
        value={form.count}
        onChange={(e) => setForm({ ...form, count: e.target.value })}
        slotProps={{ htmlInput: { min: 1, max: MAX_GIFT_CODES } }}
        helperText={`De 1 à ${MAX_GIFT_CODES} codes`}
        required
      />
      <TextField
        select
        label="Code cadeau maître"
        value={form.masterGiftCodeRef}
        onChange={(e) => setForm({ ...form, masterGiftCodeRef: e.target.value })}
      >
        <MenuItem value="">(aucun)</MenuItem>
        {masters.map((m) => (
          <MenuItem key={m.value} value={m.value}>
            {m.label}
          </MenuItem>
        ))}
      </TextField>
      <div>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={!link} href={link ?? ''} download>
          Générer et télécharger (CSV)
        </Button>
      </div>
    </Stack>
  );
}
