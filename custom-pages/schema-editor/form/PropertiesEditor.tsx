// The list of property definitions of a schema (or of list items, or of an object): add, remove, reorder, edit.
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { useConfirm } from '../../../schema-adapters/shared';
import { useHasErrorsUnder } from './errorsStore';
import { useSchemaEditor } from './EditorContext';
import { PropertyFields } from './PropertyFields';
import { UNRECOGNIZED_TYPE, isKnownType } from './propertyTypeInfo';
import { newPropertyForm, type PropertyForm } from './schemaForm';

interface PropertiesEditorProps {
  /** Form path of the list ('propertiesList', 'propertiesList.3.itemSchema.propertiesList'). */
  name: string;
  /** Groups offered to the properties of this list (only the schema's own list has groups). */
  withGroups: boolean;
  /** Depth of nesting (0 for the schema's own properties). */
  depth?: number;
}

const FLAG_CHIPS: [keyof PropertyForm, string][] = [
  ['required', 'Requis'],
  ['column', 'Colonne'],
  ['searchable', 'Recherche'],
  ['sortable', 'Triable'],
  ['filterable', 'Filtrable'],
  ['sideBar', 'Barre latérale'],
  ['readOnly', 'Lecture seule'],
  ['createOnly', 'Création seule'],
];

export function PropertiesEditor({ name, withGroups, depth = 0 }: PropertiesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ name });
  const groups: string[] | undefined = useWatch({ name: 'propertiesGroups' });
  // Which properties are open, by field id; a new property opens.
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const [added, setAdded] = useState<string>();
  const opening = useRef(false);

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const add = () => {
    opening.current = true;
    append(newPropertyForm(withGroups ? groups?.[0] : undefined));
  };

  // The id of an appended field is known once rendered: the new property opens then, its key focused.
  const lastId = fields[fields.length - 1]?.id;
  useEffect(() => {
    if (!opening.current || !lastId) return;
    opening.current = false;
    setAdded(lastId);
    setOpen((current) => new Set(current).add(lastId));
  }, [lastId]);

  return (
    <Box>
      {fields.length === 0 && (
        <Typography color="text.secondary" sx={{ my: 1 }}>
          Aucune propriété pour l'instant.
        </Typography>
      )}
      {fields.map((field, index) => (
        <PropertyItem
          key={field.id}
          name={`${name}.${index}`}
          index={index}
          count={fields.length}
          expanded={open.has(field.id)}
          autoFocus={added === field.id}
          withGroups={withGroups}
          depth={depth}
          onToggle={() => toggle(field.id)}
          onMove={(to) => move(index, to)}
          onRemove={() => remove(index)}
        />
      ))}
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1 }}>
        {depth === 0 ? 'Ajouter une propriété' : 'Ajouter une sous-propriété'}
      </Button>
    </Box>
  );
}

interface PropertyItemProps {
  name: string;
  index: number;
  count: number;
  expanded: boolean;
  autoFocus: boolean;
  withGroups: boolean;
  depth: number;
  onToggle: () => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function PropertyItem({ name, index, count, expanded, autoFocus, withGroups, depth, onToggle, onMove, onRemove }: PropertyItemProps) {
  const { errors } = useSchemaEditor();
  const hasErrors = useHasErrorsUnder(errors, [name]);
  const prop: PropertyForm | undefined = useWatch({ name });
  const title = `Propriété n° ${index + 1}${prop?.key ? ` : ${prop.key}` : ''}`;
  const act = (action: () => void) => (event: MouseEvent) => {
    event.stopPropagation();
    action();
  };
  const [ask, confirmDialog] = useConfirm();
  const confirmRemove = async () => {
    const name = prop?.key || `n° ${index + 1}`;
    const content = `La propriété ${name} sort du schéma à son enregistrement ; les valeurs déjà enregistrées restent dans les données.`;
    if (await ask({ title: `Supprimer la propriété ${name} ?`, content, confirm: 'Supprimer', warning: true })) onRemove();
  };

  return (
    <Box component="section" aria-label={title}>
      <Accordion
        expanded={expanded}
        onChange={onToggle}
        disableGutters
        slotProps={{ transition: { unmountOnExit: true } }}
        sx={{ borderLeft: 3, borderColor: hasErrors ? 'error.main' : 'transparent' }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { alignItems: 'center', gap: 1, minWidth: 0 } }}>
          <Typography color="text.secondary" sx={{ width: 28, flexShrink: 0 }}>
            {index + 1}
          </Typography>
          {hasErrors && <ErrorOutlineIcon color="error" fontSize="small" aria-label="Erreurs dans cette propriété" />}
          <Typography sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{prop?.key || '(sans clé)'}</Typography>
          <Typography noWrap color="text.secondary" sx={{ flexShrink: 1, minWidth: 0 }}>
            {prop?.label}
          </Typography>
          <Chip
            size="small"
            label={prop?.type || '?'}
            color={isKnownType(prop?.type) ? 'default' : 'warning'}
            title={isKnownType(prop?.type) ? undefined : UNRECOGNIZED_TYPE}
          />
          <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', display: { xs: 'none', md: 'flex' } }}>
            {FLAG_CHIPS.filter(([key]) => prop?.[key] === true).map(([key, label]) => (
              <Chip key={String(key)} size="small" variant="outlined" label={label} />
            ))}
          </Stack>
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Monter">
            <span>
              <IconButton size="small" aria-label={`Monter la propriété ${index + 1}`} disabled={index === 0} onClick={act(() => onMove(index - 1))}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Descendre">
            <span>
              <IconButton
                size="small"
                aria-label={`Descendre la propriété ${index + 1}`}
                disabled={index === count - 1}
                onClick={act(() => onMove(index + 1))}
              >
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Supprimer">
            <IconButton size="small" aria-label={`Supprimer la propriété ${index + 1}`} onClick={act(() => void confirmRemove())}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </AccordionSummary>
        <AccordionDetails>
          <PropertyFields name={name} withGroups={withGroups} depth={depth} autoFocus={autoFocus} />
        </AccordionDetails>
      </Accordion>
      {confirmDialog}
    </Box>
  );
}
