// The wireframe tab of a Page record (spec 000 §2 record extras): its layout as a tree, complex components opened
// in place, stopping past depth 10 — drawn from the form's current layout, so unsaved edits show too.
import { useMemo } from 'react';
import Typography from '@mui/material/Typography';
import { useRecordContext } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { cutNotice } from '../../model/allPages';
import { useAllRecords } from '../../schema-adapters/shared/useAllRecords';
import type { Layout } from '../../model/layouts';
import { wireframe } from './hierarchy';
import { WireframeTree } from './WireframeTree';

export default function PageWireframeTab() {
  const layout: unknown = useWatch({ name: 'layout' });
  const record = useRecordContext();
  const { data: complex, cut } = useAllRecords<{ id: string; _id: string; layout?: unknown }>('ComplexComponent');
  const root = useMemo(
    () =>
      Array.isArray(layout)
        ? wireframe([{ owner: { cls: 'Page', id: String(record?._id ?? ''), field: 'layout' }, layout: layout as Layout }], complex ?? [])[0]
        : undefined,
    [layout, complex, record?._id],
  );
  if (!root || root.tree.length === 0) return <Typography color="text.secondary">Mise en page vide.</Typography>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {root.components} composant{root.components > 1 ? 's' : ''}
        {root.truncated && ' (coupée à la profondeur 10)'}
        {cut > 0 && ` — composants complexes : ${cutNotice(cut)}`}
      </Typography>
      <WireframeTree nodes={root.tree} />
    </>
  );
}
