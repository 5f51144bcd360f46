// Link (spec 000 §3): an external url or an internal page of the site (pageId, name); the public link is shown.
import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInput } from 'react-admin';
import { InputFrame, useSiteInfo } from '../frame';
import type { PropertyInputProps } from '../types';
import { linkKindOf, linkOf, publicLinkOf, storedLink, type LinkKind, type LinkValue } from './linkValue';
import { usePageChoices, type PageChoice } from './usePageChoices';

export const LinkInput = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { field, fieldState, id } = useInput({ source: prop.key, validate, readOnly, disabled });
  const link = linkOf(field.value);
  const valueKind = linkKindOf(link);
  const isEmpty = !link.url && !link.pageId && !link.name;
  const [kind, setKind] = useState<LinkKind>(valueKind);
  // A value set from elsewhere (reset, undo) brings its kind along.
  useEffect(() => {
    if (!isEmpty) setKind(valueKind);
  }, [valueKind, isEmpty]);
  const [search, setSearch] = useState('');
  const { choices, isLoading, error, chosen } = usePageChoices(search, link.pageId, kind === 'page');
  const site = useSiteInfo();
  const editable = !readOnly && !disabled;
  const name = prop.label ?? prop.key;

  const set = (next: LinkValue, nextKind = kind) => {
    field.onChange(storedLink(next, nextKind));
    field.onBlur();
  };

  const chosenOption: PageChoice | null = link.pageId
    ? (chosen ?? choices.find((c) => c.id === link.pageId) ?? { id: link.pageId, label: link.name ?? link.pageId })
    : null;
  const publicLink = publicLinkOf(link, { domain: site.domain, pageRoute: chosen?.route });

  return (
    <InputFrame label={label} error={fieldState.error?.message} helperText={prop.description}>
      <RadioGroup
        row
        aria-label={`Type de lien (${name})`}
        value={kind}
        onChange={(event) => {
          const next = event.target.value as LinkKind;
          setKind(next);
          set(link, next);
        }}
      >
        <FormControlLabel value="url" control={<Radio size="small" disabled={!editable} />} label="Adresse externe" />
        <FormControlLabel value="page" control={<Radio size="small" disabled={!editable} />} label="Page du site" />
      </RadioGroup>
      {kind === 'url' ? (
        <TextField
          id={id}
          size="small"
          label="Adresse"
          placeholder="https://… ou /chemin"
          value={link.url ?? ''}
          onChange={(event) => set({ url: event.target.value })}
          slotProps={{ input: { readOnly: !editable } }}
          fullWidth
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Autocomplete<PageChoice>
            id={id}
            size="small"
            options={choices}
            value={chosenOption}
            loading={isLoading}
            disabled={!editable}
            filterOptions={(options) => options}
            isOptionEqualToValue={(option, value) => option.id === value.id}
            getOptionLabel={(option) => option.label}
            getOptionKey={(option) => option.id}
            onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
            onChange={(_event, page) => set(page ? { pageId: page.id, name: page.label } : {})}
            noOptionsText={search ? `Pas de résultat pour ${search}` : 'Aucune page'}
            renderOption={(props, option) => (
              <li {...props} key={option.id}>
                <Box>
                  <Typography variant="body2">{option.label}</Typography>
                  {option.route && (
                    <Typography variant="caption" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
                      {option.route}
                    </Typography>
                  )}
                </Box>
              </li>
            )}
            renderInput={(params) => (
              <TextField {...params} label="Page" error={!!error} helperText={error ? 'Impossible de charger les pages' : undefined} />
            )}
            sx={{ minWidth: 300, flex: 1 }}
          />
          <TextField
            size="small"
            label="Nom du lien"
            value={link.name ?? ''}
            onChange={(event) => set({ ...link, url: undefined, name: event.target.value || undefined })}
            slotProps={{ input: { readOnly: !editable } }}
            sx={{ minWidth: 240 }}
          />
        </Box>
      )}
      {publicLink && (
        <Typography variant="body2" data-testid="public-link">
          Lien public :{' '}
          <Link href={publicLink} target="_blank" rel="noopener noreferrer" sx={{ overflowWrap: 'anywhere' }}>
            {publicLink}
          </Link>
        </Typography>
      )}
    </InputFrame>
  );
};
