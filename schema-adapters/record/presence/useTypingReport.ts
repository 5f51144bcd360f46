// Tells presence which field the person types in: a property's key, or key/componentUuid for a layout's component.
import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { changedComponents } from '../../../model/layouts/merge';
import type { DataSchema } from '../../../model/metaSchema';
import { rootKeyOf } from '../../editor/visibility';

export function useTypingReport(schema: DataSchema, typing: (field: string) => void): void {
  const form = useFormContext();
  const layouts = useRef(new Map<string, unknown>());
  useEffect(() => {
    const layoutKeys = new Set(schema.propertiesList.filter((p) => p.type === 'layout').map((p) => p.key));
    for (const key of layoutKeys) layouts.current.set(key, form.getValues(key));
    return form.subscribe({
      formState: { values: true },
      callback: ({ name, type, values }) => {
        if (!name) for (const key of layoutKeys) layouts.current.set(key, values[key]);
        if (type !== 'change' || !name) return;
        const key = rootKeyOf(name);
        if (!layoutKeys.has(key)) return typing(key);
        const [component] = changedComponents(layouts.current.get(key), values[key]);
        layouts.current.set(key, values[key]);
        typing(component === undefined ? key : `${key}/${component}`);
      },
    });
  }, [form, schema, typing]);
}
