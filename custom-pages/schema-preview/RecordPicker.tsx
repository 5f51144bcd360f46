import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, type RaRecord } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { SEARCH_DEBOUNCE_MS } from '../../model/constants';
import { useDebouncedValue } from '../shared/useDebouncedValue';

const optionLabel = (record: RaRecord | string) =>
  typeof record === 'string' ? record : `${String(record.label ?? record.id)} (${String(record.id)})`;

/** A record of the schema, searched by its label or typed by its id; empty for a new-record form. */
export function RecordPicker({ schema, recordId, onPick }: { schema: DataSchema; recordId: string; onPick: (id: string) => void }) {
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input, SEARCH_DEBOUNCE_MS);
  const { data = [], isFetching } = useGetList<RaRecord>(schema._id, {
    pagination: { page: 1, perPage: 20 },
    filter: search && search !== recordId ? { q: search } : {},
  });
  return (
    <Autocomplete<RaRecord | string, false, false, true>
      freeSolo
      options={data}
      loading={isFetching}
      value={recordId || null}
      filterOptions={(options) => options}
      getOptionLabel={optionLabel}
      onInputChange={(_event, value) => setInput(value)}
      onChange={(_event, picked) => onPick(picked === null ? '' : typeof picked === 'string' ? picked.trim() : String(picked.id))}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Enregistrement (vide : nouveau)"
          size="small"
          helperText="Cherchez par libellé ou tapez un identifiant puis Entrée"
        />
      )}
    />
  );
}
