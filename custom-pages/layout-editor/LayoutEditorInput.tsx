// The layout property's input in every record form (handed to the registry through the console extensions by the
// shell): the form value is the layout; an invalid stored layout shows 'Error in layout !' and its reason instead of
// the editor (spec 001 §8).
import { useCallback, useMemo, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useInput } from 'react-admin';
import { editorLayoutMessage, type Layout } from '../../model/layouts';
import type { PropertyDefinition } from '../../model/metaSchema';
import { validateValue } from '../../model/validation';
import { InputFrame } from '../../schema-adapters/propertyTypes/frame';
import { inEditorWords } from '../../schema-adapters/propertyTypes/layout/inEditorWords';
import type { PropertyInputProps } from '../../schema-adapters/propertyTypes';
import { LayoutEditor } from './LayoutEditor';
import { reuseEqual } from './share';

const LAYOUT_PROP = { key: 'layout', type: 'layout' } as PropertyDefinition;

/** The layout in a form value: a valid layout, or the validator's message ('' and null are an empty layout). */
export function readLayout(value: unknown): { ok: true; layout: Layout } | { ok: false; message: string } {
  const check = validateValue(LAYOUT_PROP, value);
  if (!check.ok) return { ok: false, message: editorLayoutMessage(check.message) };
  return { ok: true, layout: Array.isArray(check.value) ? (check.value as Layout) : [] };
}

export function LayoutEditorInput({ prop, label, validate, readOnly, disabled }: PropertyInputProps) {
  const inputValidate = useMemo(() => inEditorWords(validate), [validate]);
  const { field, fieldState } = useInput({ source: prop.key, validate: inputValidate });
  // The form hands back a deep clone of what the editor gave it: the parts still equal to the last layout shown are
  // that layout's own objects again, so memoised rows and columns keep their identity (model/layout shares them).
  const shown = useRef<Layout | undefined>(undefined);
  const read = useMemo((): ReturnType<typeof readLayout> => {
    // What the editor itself just gave (the model's operations keep layouts valid) needs no new check.
    const own = shown.current !== undefined && Array.isArray(field.value) ? reuseEqual(shown.current, field.value as Layout) : undefined;
    if (own !== undefined && own === shown.current) return { ok: true, layout: own };
    const result = readLayout(field.value);
    if (result.ok) {
      result.layout = reuseEqual(shown.current, result.layout);
      shown.current = result.layout;
    }
    return result;
  }, [field.value]);
  const formChange = field.onChange;
  const onChange = useCallback(
    (layout: Layout) => {
      shown.current = layout;
      formChange(layout);
    },
    [formChange],
  );
  return (
    <InputFrame
      label={label}
      error={read.ok && fieldState.error?.message ? editorLayoutMessage(fieldState.error.message) : undefined}
      helperText={prop.description}
    >
      {read.ok ? (
        <LayoutEditor layout={read.layout} onChange={onChange} readOnly={readOnly || disabled} />
      ) : (
        <Alert
          severity="error"
          role="alert"
          action={
            !readOnly &&
            !disabled && (
              <Button color="inherit" size="small" onClick={() => formChange([])}>
                Repartir d'une mise en page vide
              </Button>
            )
          }
        >
          {read.message}
        </Alert>
      )}
    </InputFrame>
  );
}
