// What a gift can be of: the records of the types Purchase.product refers to, and the site's master gift codes.
import { useQuery } from '@tanstack/react-query';
import { useSchemas } from '../../../schema-adapters/schemasContext';
import { useApiCall } from '../../../schema-adapters/shared/useApiCall';

export interface Choice {
  value: string;
  label: string;
}

interface Listed {
  data: { _id: string; label?: string; code?: string }[];
}

export function useProducts(siteId: string) {
  const call = useApiCall();
  const schemas = useSchemas();
  const objectType = schemas.find((s) => s._id === 'Purchase')?.propertiesList.find((p) => p.key === 'product')?.objectType;
  const types = Array.isArray(objectType) ? objectType : objectType ? [objectType] : [];
  // The type in French, as the console names it elsewhere ('Formule d'abonnement'), not its class name.
  const typeLabel = (type: string) => {
    const schema = schemas.find((s) => s._id === type);
    return schema?.singular ?? schema?.label ?? type;
  };
  const list = (type: string) => call<Listed>(`/api/${encodeURIComponent(siteId)}/data/${type}`, { query: { limit: 100, adminTable: true } });
  const products = useQuery({
    queryKey: ['console.commerce.products', siteId, types.join(',')],
    queryFn: async () => {
      const lists = await Promise.all(
        types.map((type) =>
          list(type).then((r) => r.data.map((d) => ({ value: `${type}:${d._id}`, label: `${d.label ?? d._id} (${typeLabel(type)})` }))),
        ),
      );
      return lists.flat();
    },
    enabled: types.length > 0,
  });
  const masters = useQuery({
    queryKey: ['console.commerce.masterGiftCodes', siteId],
    queryFn: async () =>
      (await list('MasterGiftCode')).data.map((d) => ({ value: d._id, label: `${d.code ?? d._id}${d.label ? ` — ${d.label}` : ''}` })),
  });
  return { products: products.data ?? [], masters: masters.data ?? [] };
}
