// Every field of a schema (spec 000 §3 "Schema"), in tabs: Général, Propriétés, Affichage, Avancé (and JSON for developers).
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { DESCRIPTION_MAX } from '../../../model/constants';
import { SCHEMA_SECTIONS } from '../../../model/metaSchema';
import { collectionPath, pluralSegment } from '../../../model/paths';
import { sectionChoices } from '../../shared/sectionLabels';
import { useHasErrorsUnder } from './errorsStore';
import { useSchemaEditor } from './EditorContext';
import { CheckboxesInput, ChipsInput, SelectInput, SwitchInput, TextInput } from './inputs';
import { JsonPreview } from './JsonPreview';
import { PropertiesEditor } from './PropertiesEditor';
import { SubFiltersEditor } from './SubFiltersEditor';

const SECTION_CHOICES = sectionChoices(SCHEMA_SECTIONS);
const PLUGIN_CHOICES = [
  { id: 'ContentPlugin', name: 'Contenu (ContentPlugin)' },
  { id: 'HistoryPlugin', name: 'Historique (HistoryPlugin)' },
  { id: 'SEOPlugin', name: 'SEO (SEOPlugin)' },
];

/** The form paths each tab holds, for its error mark. */
const TABS = [
  {
    label: 'Général',
    paths: [
      '_id',
      'label',
      'singular',
      'section',
      'description',
      'type',
      'isSingleton',
      'singletonId',
      'recordsAreEditableInAdmin',
      'isProduct',
      'isContent',
    ],
  },
  { label: 'Propriétés', paths: ['propertiesList'] },
  { label: 'Affichage', paths: ['propertiesGroups', 'subFilters'] },
  {
    label: 'Avancé',
    paths: [
      'storedInInstanceDatabase',
      'hasAssociatedDBCollection',
      'customApiPath',
      'plural',
      'objectType',
      'showForInstances',
      'isPlugin',
      'plugins',
    ],
  },
];

function TabLabel({ label, paths, count }: { label: string; paths: string[]; count?: number }) {
  const { errors } = useSchemaEditor();
  const hasErrors = useHasErrorsUnder(errors, paths);
  return (
    <Box component="span" sx={hasErrors ? { color: 'error.main' } : undefined}>
      {label}
      {count !== undefined && ` (${count})`}
      {hasErrors && ' ⚠'}
    </Box>
  );
}

export function SchemaFields() {
  const { isDeveloper } = useSchemaEditor();
  const [tab, setTab] = useState(0);
  const properties: unknown[] | undefined = useWatch({ name: 'propertiesList' });
  const tabs = isDeveloper ? [...TABS, { label: 'JSON', paths: [] }] : TABS;
  return (
    <>
      <Tabs value={tab} onChange={(_event, index: number) => setTab(index)} variant="scrollable" sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map(({ label, paths }) => (
          <Tab key={label} label={<TabLabel label={label} paths={paths} count={label === 'Propriétés' ? (properties?.length ?? 0) : undefined} />} />
        ))}
      </Tabs>
      {/* Every panel stays mounted (hidden): its fields keep registering while another tab shows. */}
      <Box role="tabpanel" hidden={tab !== 0} sx={{ pt: 2 }}>
        <GeneralFields />
      </Box>
      <Box role="tabpanel" hidden={tab !== 1} sx={{ pt: 2 }}>
        <PropertiesEditor name="propertiesList" withGroups />
      </Box>
      <Box role="tabpanel" hidden={tab !== 2} sx={{ pt: 2 }}>
        <DisplayFields />
      </Box>
      <Box role="tabpanel" hidden={tab !== 3} sx={{ pt: 2 }}>
        <AdvancedFields />
      </Box>
      {isDeveloper && (
        <Box role="tabpanel" hidden={tab !== 4} sx={{ pt: 2 }}>
          {tab === 4 && <JsonPreview />}
        </Box>
      )}
    </>
  );
}

function GeneralFields() {
  const { isNew } = useSchemaEditor();
  const isSingleton: unknown = useWatch({ name: 'isSingleton' });
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput
          name="_id"
          label="Identifiant (nom de classe)"
          required
          disabled={!isNew}
          helperText={isNew ? 'Par exemple « Podcast » : ne peut plus changer ensuite' : 'Fixé à la création'}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput name="label" label="Libellé (pluriel)" required helperText="Nom de la collection dans la barre latérale" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput name="singular" label="Libellé (singulier)" helperText="Titre « Création de … » et messages" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <SelectInput name="section" label="Section" required choices={SECTION_CHOICES} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput name="type" label="Type" />
      </Grid>
      <Grid size={12}>
        <TextInput name="description" label="Description" multiline maxLength={DESCRIPTION_MAX} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SwitchInput name="recordsAreEditableInAdmin" label="Enregistrements modifiables dans l'admin" absent />
        <SwitchInput name="isContent" label="Contenu" />
        <SwitchInput name="isProduct" label="Produit" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SwitchInput name="isSingleton" label="Singleton (un seul enregistrement par site)" />
        {isSingleton === true && <TextInput name="singletonId" label="Identifiant du singleton" helperText="Par défaut, l'identifiant du schéma" />}
      </Grid>
    </Grid>
  );
}

function DisplayFields() {
  return (
    <Grid container spacing={3}>
      <Grid size={12}>
        <ChipsInput
          name="propertiesGroups"
          label="Groupes de propriétés (onglets du formulaire)"
          options={[]}
          freeSolo
          placeholder="Tapez un nom puis Entrée"
          helperText="Vide : Général, Affichage, Avancé"
        />
      </Grid>
      <Grid size={12}>
        <SubFiltersEditor />
      </Grid>
    </Grid>
  );
}

function AdvancedFields() {
  const { sites } = useSchemaEditor();
  const [id, section, plural]: [string | undefined, string | undefined, string | undefined] = useWatch({ name: ['_id', 'section', 'plural'] });
  const path = id ? `/{site}/${collectionPath({ _id: id, plural: plural || undefined, section: section as never })}` : '';
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <SwitchInput name="storedInInstanceDatabase" label="Stocké par site (sinon global)" absent />
        <SwitchInput name="hasAssociatedDBCollection" label="Possède une collection (liste et enregistrements)" absent />
        <SwitchInput name="isPlugin" label="Plugin" />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CheckboxesInput name="plugins" label="Plugins" choices={PLUGIN_CHOICES} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput
          name="plural"
          label="Segment d'URL (pluriel)"
          placeholder={id ? pluralSegment({ _id: id }) : ''}
          helperText={path ? `Collection : ${path}` : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput name="customApiPath" label="Chemin d'API personnalisé" helperText="/api/{site}/… en plus de /data/{type}" />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <TextInput name="objectType" label="Type d'objet" />
      </Grid>
      <Grid size={12}>
        <ChipsInput name="showForInstances" label="Visible pour les sites" options={sites} helperText="Vide : tous les sites" />
      </Grid>
    </Grid>
  );
}
