import { useCallback, useEffect, useMemo, useReducer } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import AddIcon from '@mui/icons-material/Add';
import { InputHelperText, useInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { defaultValueOf, itemProperty } from '../../../model/validation';
import { LazyInputsProvider } from '../nested/lazyInputs';
import { itemValidator } from '../nested/nestedValidation';
import { childPath } from '../nested/paths';
import type { PropertyInputProps } from '../types';
import { canAddItem, countHint, itemsOf, moveItem, newItemValue, removeItem } from './listItems';
import { ListItemRow } from './ListItemRow';
import { useItemKeys } from './useItemKeys';

const identity = (value: unknown) => value;
/** The number of items; -1 for a value that is no list (it is wrapped into one). */
const countOf = (value: unknown) => (Array.isArray(value) ? value.length : itemsOf(value).length ? -1 : 0);

/**
 * A list edited item by item (spec 000 §5): each item with the registry's input of its type, add, remove,
 * move up / down. The list itself is checked by the shared validator (min, max, length, every item, no mixed
 * reference types); each item also shows its own error.
 */
export const ListItemsEditor = ({ prop, label, validate, readOnly, disabled }: PropertyInputProps) => {
  const { fieldState, formState } = useInput({ source: prop.key, validate, format: identity, parse: identity });
  const { getValues, setValue, trigger, getFieldState, watch } = useFormContext();
  // Re-renders when the number of items changes, not on every keystroke inside an item.
  const count = useWatch({ name: prop.key, compute: countOf }) as number;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const { keys, move: moveKey, remove: removeKey } = useItemKeys(Math.max(count, 0));
  const item = useMemo(() => itemProperty(prop), [prop]);
  const validateItem = useMemo(() => (item ? itemValidator(item) : () => undefined), [item]);

  useEffect(() => {
    // A single value stored where a list is expected is shown, and saved, as a list of one (also after the
    // form loads or resets its values, which happens after this effect).
    const wrap = () => {
      const value: unknown = getValues(prop.key);
      if (!Array.isArray(value) && itemsOf(value).length) setValue(prop.key, itemsOf(value));
    };
    wrap();
    const prefix = `${prop.key}.`;
    const subscription = watch((_values, { name }) => {
      if (!name) wrap();
      // The list's message (e.g. 'Élément 3 : …') follows the edits inside its items once it is shown.
      else if (name.startsWith(prefix) && getFieldState(prop.key).invalid) void trigger(prop.key);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, getValues, setValue, trigger, prop.key]);

  // Only what changes is written: the form tells every input below a path written as a whole, so moving or
  // adding one item in a list of 200 must not set the whole list.
  const options = useCallback(
    () => ({ shouldDirty: true, shouldTouch: true, shouldValidate: getFieldState(prop.key).invalid || formState.isSubmitted }),
    [formState.isSubmitted, getFieldState, prop.key],
  );
  const onMove = useCallback(
    (index: number, delta: number) => {
      const items = itemsOf(getValues(prop.key));
      const target = index + delta;
      if (target < 0 || target >= items.length) return;
      const moved = moveItem(items, index, delta);
      moveKey(index, target);
      for (let i = Math.min(index, target); i <= Math.max(index, target); i++) setValue(childPath(prop.key, i), moved[i], options());
      rerender();
    },
    [getValues, moveKey, options, prop.key, setValue],
  );
  const onRemove = useCallback(
    (index: number) => {
      removeKey(index);
      setValue(prop.key, removeItem(itemsOf(getValues(prop.key)), index), options());
      rerender();
    },
    [getValues, options, prop.key, removeKey, setValue],
  );
  const onAdd = () => {
    const registryDefault = item ? defaultValueOf(item) : undefined;
    const items = itemsOf(getValues(prop.key));
    const value = newItemValue(item, registryDefault);
    if (Array.isArray(getValues(prop.key))) setValue(childPath(prop.key, items.length), value, options());
    else setValue(prop.key, [...items, value], options());
  };

  const locked = readOnly || disabled;
  const shown = Math.max(count, 0);
  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <Box role="group" aria-label={prop.label || prop.key} sx={{ my: 1 }}>
      <FormLabel sx={{ fontSize: '0.85rem', color: showError ? 'error.main' : undefined }}>{label}</FormLabel>
      {prop.description && <FormHelperText sx={{ mt: 0 }}>{prop.description}</FormHelperText>}
      <Box role="list" sx={{ borderLeft: 2, borderColor: showError ? 'error.main' : 'divider', pl: 1, mt: 0.5 }}>
        <LazyInputsProvider>
          {keys.map((key, index) => (
            <ListItemRow
              key={key}
              listPath={prop.key}
              index={index}
              isFirst={index === 0}
              isLast={index === shown - 1}
              item={item}
              validate={validateItem}
              readOnly={readOnly}
              disabled={disabled}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </LazyInputsProvider>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 0.5 }}>
        {!locked && (
          <Button size="small" startIcon={<AddIcon />} onClick={onAdd} disabled={!canAddItem(prop, shown)}>
            Ajouter
          </Button>
        )}
        <FormHelperText sx={{ m: 0 }}>{countHint(prop, shown)}</FormHelperText>
      </Box>
      {showError && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
};
