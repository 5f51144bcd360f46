// The fields a property definition has because of its type (spec 001 §3 "Per-type extras").
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { DISALLOWABLE_TAGS, PROPERTY_FORMATS, PROPERTY_TYPES } from '../../../model/metaSchema';
import { flatKindOf } from '../../../model/propertyTypes';
import { DataSourceFields } from './DataSourceFields';
import { DefaultValueInput } from './DefaultValueInput';
import { useSchemaEditor } from './EditorContext';
import { EnumValuesEditor } from './EnumValuesEditor';
import { CheckboxesInput, ComboInput, NumberInput, SelectInput, SwitchInput } from './inputs';
import { ObjectTypeInput } from './ObjectTypeInput';
import { PropertiesEditor } from './PropertiesEditor';
import { hasExtra, typeInfoOf } from './propertyTypeInfo';

const TAG_CHOICES = DISALLOWABLE_TAGS.map((tag) => ({ id: tag, name: tag }));
const ITEM_TYPE_CHOICES = PROPERTY_TYPES.map((type) => ({ id: type, name: type }));
const FORMAT_NAMES: Record<(typeof PROPERTY_FORMATS)[number], string> = { url: 'Adresse (URL)' };
const FORMAT_CHOICES = PROPERTY_FORMATS.map((format) => ({ id: format, name: FORMAT_NAMES[format] }));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function PropertyTypeExtras({ name, type, depth }: { name: string; type: unknown; depth: number }) {
  const { schemaIds } = useSchemaEditor();
  const searchable: unknown = useWatch({ name: `${name}.searchable` });
  const at = (key: string) => `${name}.${key}`;
  const info = typeInfoOf(type);
  if (!info) return null;
  const [minLabel, maxLabel] = info.range ?? ['Minimum', 'Maximum'];
  const integerRange = flatKindOf(type) !== 'number';

  return (
    <>
      {(hasExtra(type, 'range') || hasExtra(type, 'length') || hasExtra(type, 'default')) && (
        <Section title="Valeurs">
          <Grid container spacing={2}>
            {hasExtra(type, 'range') && (
              <>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <NumberInput name={at('min')} label={minLabel} integer={integerRange} />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <NumberInput name={at('max')} label={maxLabel} integer={integerRange} />
                </Grid>
              </>
            )}
            {hasExtra(type, 'length') && (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <NumberInput name={at('length')} label="Nombre exact d'éléments" integer min={0} />
              </Grid>
            )}
            {hasExtra(type, 'default') && (
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DefaultValueInput name={name} type={String(type)} />
              </Grid>
            )}
          </Grid>
        </Section>
      )}

      {hasExtra(type, 'text') && (
        <Section title="Texte">
          <Grid container columnSpacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <SwitchInput name={at('multiline')} label="Plusieurs lignes" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <SwitchInput name={at('searchable')} label="Recherchable" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }}>
              <NumberInput
                name={at('searchIndexWeight')}
                label="Poids dans la recherche"
                integer
                min={1}
                max={10}
                placeholder="1"
                disabled={searchable !== true}
                helperText="De 1 à 10 (1 par défaut)"
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 4 }} sx={{ mt: 1 }}>
              <SelectInput
                name={at('format')}
                label="Format"
                choices={FORMAT_CHOICES}
                emptyLabel="(texte libre)"
                helperText="Une adresse n'accepte que http(s), mailto, tel et les chemins du site"
              />
            </Grid>
          </Grid>
        </Section>
      )}

      {hasExtra(type, 'tags') && (
        <Section title="Texte riche">
          <CheckboxesInput name={at('disallowedTags')} label="Balises interdites" choices={TAG_CHOICES} />
        </Section>
      )}

      {hasExtra(type, 'counters') && (
        <Section title="Compteurs">
          <Grid container columnSpacing={2} rowSpacing={1} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <SwitchInput name={at('charactersCounter')} label="Compteur de caractères" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <NumberInput name={at('expectedCharactersCount')} label="Caractères attendus" integer min={0} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <SwitchInput name={at('wordsCounter')} label="Compteur de mots" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <NumberInput name={at('expectedWordsCount')} label="Mots attendus" integer min={0} />
            </Grid>
          </Grid>
        </Section>
      )}

      {hasExtra(type, 'choices') && (
        <Section title="Choix">
          <SwitchInput name={at('multiple')} label="Plusieurs choix" />
          <EnumValuesEditor name={at('values')} />
          <DataSourceFields name={at('dataSource')} />
        </Section>
      )}

      {hasExtra(type, 'reference') && (
        <Section title="Référence">
          <Grid container spacing={2} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 8 }}>
              <ObjectTypeInput name={at('objectType')} label="Type(s) d'objet référencé(s)" options={schemaIds} />
            </Grid>
            <Grid size={{ xs: 12, md: 4 }}>
              <SwitchInput name={at('multiple')} label="Plusieurs références" />
            </Grid>
          </Grid>
        </Section>
      )}

      {hasExtra(type, 'items') && (
        <Section title="Éléments de la liste">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <SelectInput name={at('itemType')} label="Type des éléments" choices={ITEM_TYPE_CHOICES} emptyLabel="(non précisé)" />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ComboInput name={at('itemSchema.objectType')} label="Type d'objet des éléments" keyName="objectType" options={schemaIds} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              Propriétés des éléments
            </Typography>
            <PropertiesEditor name={at('itemSchema.propertiesList')} withGroups={false} depth={depth + 1} />
          </Box>
        </Section>
      )}

      {hasExtra(type, 'subProperties') && (
        <Section title="Objet">
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <ComboInput name={at('objectType')} label="Type d'objet" options={schemaIds} />
            </Grid>
          </Grid>
          <Box sx={{ mt: 1, pl: 2, borderLeft: 2, borderColor: 'divider' }}>
            <Typography variant="body2" color="text.secondary">
              Sous-propriétés
            </Typography>
            <PropertiesEditor name={at('propertiesList')} withGroups={false} depth={depth + 1} />
          </Box>
        </Section>
      )}
    </>
  );
}
