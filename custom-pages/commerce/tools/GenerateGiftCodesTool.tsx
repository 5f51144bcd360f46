// Tools page: 'Générer des codes cadeaux' (spec 001 §2): a product and a quantity (the button stays disabled
// without both), an optional master gift code, then the CSV of the new codes downloads.
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_GIFT_CODES, useGiftCodes } from './useGiftCodes';
import { useProducts, type Choice } from './useProducts';

interface ChoiceProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  choices: Choice[];
  required?: boolean;
}

function ChoiceField({ label, value, onChange, choices, required }: ChoiceProps) {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} required={required}>
      {choices.map((c) => (
        <MenuItem key={c.value} value={c.value}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export default function GenerateGiftCodesTool({ siteId }: { siteId: string }) {
  const { form, setForm, link } = useGiftCodes(siteId);
  const { products, masters } = useProducts(siteId);
  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      <Typography variant="subtitle1" component="h3">
        Générer des codes cadeaux
      </Typography>
      <ChoiceField label="Produit" value={form.productRef} onChange={(productRef) => setForm({ ...form, productRef })} choices={products} required />
      <TextField
        label="Quantité"
        type="number"
        value={form.count}
        onChange={(e) => setForm({ ...form, count: e.target.value })}
        slotProps={{ htmlInput: { min: 1, max: MAX_GIFT_CODES } }}
        helperText={`De 1 à ${MAX_GIFT_CODES} codes`}
        required
      />
      <ChoiceField
        label="Code cadeau maître"
        value={form.masterGiftCodeRef}
        onChange={(masterGiftCodeRef) => setForm({ ...form, masterGiftCodeRef })}
        choices={[{ value: '', label: '(aucun)' }, ...masters]}
      />
      <div>
        <Button variant="contained" startIcon={<DownloadIcon />} disabled={!link} {...(link && { href: link, download: true })}>
          Générer et télécharger (CSV)
        </Button>
      </div>
    </Stack>
  );
}
