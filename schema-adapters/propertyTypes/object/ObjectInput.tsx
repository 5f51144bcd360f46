import { memo, useEffect, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ClearIcon from '@mui/icons-material/Clear';
import EditIcon from '@mui/icons-material/Edit';
import FormHelperText from '@mui/material/FormHelperText';
import { InputHelperText, useInput, useRecordContext } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { PropertyDefinition } from '../../../model/metaSchema';
import { isPropertyHidden, isPropertyLocked, validators } from '../../../model/validation';
import { useIsDeveloper } from '../../shared';
import { NestedPropertyInput } from '../nested/NestedPropertyInput';
import { memberValidator, objectShapeValidator } from '../nested/nestedValidation';
import { childPath } from '../nested/paths';
import { SiblingsProvider } from '../nested/siblings';
import type { PropertyInputProps } from '../types';
import { JsonTextInput } from './JsonTextInput';
import { isObject } from '../../../model/isObject';

type Values = Record<string, unknown>;
const identity = (value: unknown) => value;
/** A stored value that is neither an object nor nothing: shown as JSON, where the validator says what is wrong. */
const isOddValue = (value: unknown) => value != null && value !== '' && !isObject<Values>(value);

interface MemberProps {
  member: PropertyDefinition;
  objectPath: string;
  readOnly: boolean;
  disabled: boolean;
}

/** One member under its full path ('videoContent.video'), validated as the object validator would. */
const Member = memo(({ member, objectPath, readOnly, disabled }: MemberProps) => {
  const prop = useMemo(() => ({ ...member, key: childPath(objectPath, member.key) }), [member, objectPath]);
  const validate = useMemo(() => memberValidator(member, objectPath), [member, objectPath]);
  return <NestedPropertyInput prop={prop} validate={validate} readOnly={readOnly} disabled={disabled} />;
});
Member.displayName = 'ObjectMember';

/**
 * An object with declared members: a bordered group under its label, each member by the registry.
 * The group itself says 'Objet requis' (required and empty) or 'Doit être un objet'.
 * An optional object left empty stays closed until the user fills it in: its member inputs would otherwise
 * store their own defaults (a switch stores false), making an object the user never filled, which its
 * required members would then refuse. 'Vider' brings it back to no value.
 */
const ObjectMembersInput = ({ prop, label, readOnly, disabled }: PropertyInputProps) => {
  const members = prop.propertiesList ?? [];
  const validate = useMemo(() => objectShapeValidator(prop), [prop]);
  const { fieldState, formState } = useInput({ source: prop.key, validate, format: identity, parse: identity });
  // Watched with its members (the input's own value is not told of edits inside the object).
  const watched: unknown = useWatch({ name: prop.key });
  const isNew = useRecordContext()?.id == null;
  const isDeveloper = useIsDeveloper();
  const value: Values = isObject<Values>(watched) ? watched : {};
  const { setValue } = useFormContext();
  const empty = validators.object.isEmpty?.(watched) ?? watched == null;
  const [open, setOpen] = useState(() => prop.required === true || !empty);
  // Filled from elsewhere (undo, JSON mode, paste): open.
  useEffect(() => {
    if (!empty) setOpen(true);
  }, [empty]);
  const fillIn = () => {
    if (!isObject<Values>(watched)) setValue(prop.key, {}, { shouldDirty: true });
    setOpen(true);
  };
  const clear = () => {
    setValue(prop.key, null, { shouldDirty: true, shouldTouch: true });
    setOpen(false);
  };
  const editable = !readOnly && !disabled;
  // Display conditions of members read the object itself (spec 000 §5).
  const shown = members.filter((member) => !isPropertyHidden(member, value, { isNew, isDeveloper }));
  const error = fieldState.error?.message;
  const showError = Boolean(error) && (fieldState.isTouched || formState.isSubmitted);
  return (
    <Box
      component="fieldset"
      role="group"
      aria-label={prop.label || prop.key}
      sx={{ border: 1, borderColor: showError ? 'error.main' : 'divider', borderRadius: 1, px: 2, pt: 0.5, pb: 1, my: 1, minWidth: 0 }}
    >
      <Box component="legend" sx={{ px: 0.5, fontSize: '0.85rem', color: showError ? 'error.main' : 'text.secondary' }}>
        {label}
      </Box>
      {prop.description && <FormHelperText sx={{ mt: 0 }}>{prop.description}</FormHelperText>}
      {!open && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5 }}>
          <Typography variant="body2" color="text.secondary">
            Non renseigné
          </Typography>
          {editable && (
            <Button size="small" startIcon={<EditIcon />} onClick={fillIn}>
              Renseigner
            </Button>
          )}
        </Box>
      )}
      {open && !prop.required && editable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
          <Button size="small" color="inherit" startIcon={<ClearIcon />} onClick={clear} aria-label={`Vider ${prop.label || prop.key}`}>
            Vider
          </Button>
        </Box>
      )}
      {open && (
        <SiblingsProvider properties={members}>
          {shown.map((member) => (
            <Member
              key={member.key}
              member={member}
              objectPath={prop.key}
              readOnly={readOnly || isPropertyLocked(member, isNew)}
              disabled={disabled}
            />
          ))}
        </SiblingsProvider>
      )}
      {showError && (
        <FormHelperText error>
          <InputHelperText error={error} />
        </FormHelperText>
      )}
    </Box>
  );
};

/** Objects: their members as a nested form; without declared members (or holding no object), a JSON editor. */
export const ObjectInput = (props: PropertyInputProps) => {
  const { prop, label, validate, readOnly, disabled } = props;
  const odd = useWatch({ name: prop.key, compute: isOddValue }) as boolean;
  if (!prop.propertiesList?.length || odd) {
    return (
      <JsonTextInput source={prop.key} label={label} validate={validate} readOnly={readOnly} disabled={disabled} helperText={prop.description} />
    );
  }
  return <ObjectMembersInput {...props} />;
};
