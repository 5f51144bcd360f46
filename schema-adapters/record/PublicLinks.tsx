import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useBasename, useGetOne, useRecordContext } from 'react-admin';
import type { DataSchema } from '../../model/metaSchema';
import { useSiteInfo } from '../propertyTypes/frame';
import { publicLinksOf } from './publicLinks';
import { useRecordScreen } from './RecordScreenContext';

// The link as spec 001 §2 writes it; the router leads it to the options record.
const SITE_OPTIONS = { type: 'SiteOptions', id: 'options', path: 'website-configuration/options' };

/**
 * The site's options a stored record's links need (the cart page of a product, the subscription page of a code), asked
 * as the record is: the record screen draws its form once they have answered (EditRecord.tsx), so that the links do
 * not come above a form already drawn and push its inputs down under the pointer.
 */
export function useLinksOptions(schema: DataSchema, stored: boolean) {
  const needed = stored && (schema.isProduct === true || schema.propertiesList.some((prop) => prop.key === 'code'));
  // Without the right on Site > Options the links that need it are left out, not shown as missing.
  const { data, isPending } = useGetOne(SITE_OPTIONS.type, { id: SITE_OPTIONS.id }, { enabled: needed, retry: false });
  return { options: data, settled: !needed || !isPending };
}

/** The record's links on the public site, and the warning when the cart or subscription page is not configured. */
export const PublicLinks = () => {
  const { schema, isNew } = useRecordScreen();
  const record = useRecordContext();
  const site = useSiteInfo();
  const basename = useBasename();
  const { options } = useLinksOptions(schema, !isNew);
  if (isNew || !record) return null;
  const links = publicLinksOf(schema, record, site.domain ? `https://${site.domain}` : '', options, site._id);
  if (!links.length) return null;
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      {links.map((link) =>
        link.kind === 'missing-page' ? (
          <Alert key={link.page} severity="warning" role="status">
            {link.label} : la page {link.page === 'cart' ? 'panier' : "d'abonnement"} n'est pas configurée. Choisissez-la dans{' '}
            <Link component={RouterLink} to={`${basename}/${SITE_OPTIONS.path}`}>
              Site &gt; Options
            </Link>
            .
          </Alert>
        ) : (
          <Link key={link.kind} href={link.href} target="_blank" rel="noopener noreferrer" variant="body2">
            {link.label} : {link.href}
          </Link>
        ),
      )}
    </Stack>
  );
};
