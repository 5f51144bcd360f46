// A dedicated creation or edition screen for one record of a global type (admin users, sites): header, the form's
// inputs, Save and (for a persisted record) Delete, leave confirmation. Its save is the record editor's controller
// (schema-adapters/record/useSaveHandlers: the usual messages of spec 000 §4, 404, the new record opening).
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { CreateBase, EditBase, Form, SaveButton, useEditContext, useNavigate, useRecordContext, type RaRecord } from 'react-admin';
import { creationTitle } from '../../model/frenchWording';
import type { DataSchema } from '../../model/metaSchema';
import { DeleteRecordButton } from '../../schema-adapters/actions';
import { InputsLoadingBar } from '../../schema-adapters/propertyTypes';
import { useInputsState } from '../../schema-adapters/propertyTypes/lazyInput';
import { useCreateHandlers, useEditHandlers } from '../../schema-adapters/record/useSaveHandlers';
import { MISSING_DATE, errorMessageOf, formatDateTime, useRecordPaths } from '../../schema-adapters/shared';

type Values = Record<string, unknown>;

export interface RecordFormScreenProps {
  schema: DataSchema;
  /** The record to edit; none for a creation. */
  id?: string;
  /** What is saved, from the form's values and the stored record (none for a creation). */
  transform: (values: Values, previous?: Values) => Values;
  /** The title of a persisted record. */
  titleOf: (record: RaRecord) => string;
  /** After a successful save or delete. */
  onChanged?: () => void;
  children: ReactNode;
}

function Header({ schema, titleOf, isNew }: Pick<RecordFormScreenProps, 'schema' | 'titleOf'> & { isNew: boolean }) {
  const navigate = useNavigate();
  const paths = useRecordPaths(schema);
  const record = useRecordContext();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <IconButton aria-label="Retour à la liste" onClick={() => navigate(paths.collection)}>
        <ArrowBackIcon />
      </IconButton>
      <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
        {isNew || !record ? creationTitle(schema.singular || schema.label) : titleOf(record)}
      </Typography>
      {!isNew && record && (
        <Typography variant="body2" color="text.secondary">
          Créé le {formatDateTime(record.createdAt) ?? MISSING_DATE} · Modifié le {formatDateTime(record.updatedAt) ?? MISSING_DATE}
        </Typography>
      )}
    </Stack>
  );
}

function Body({ isNew, ...props }: RecordFormScreenProps & { isNew: boolean }) {
  const navigate = useNavigate();
  const paths = useRecordPaths(props.schema);
  // The screen shows once its property inputs' code is in (not each as it comes), and they bring their checks: a new
  // record is saved only then (as the record editor's footer waits for).
  const inputs = useInputsState();
  return (
    <Form warnWhenUnsavedChanges noValidate>
      <Box sx={{ p: 2 }}>
        <Header schema={props.schema} titleOf={props.titleOf} isNew={isNew} />
        {inputs === 'loading' ? <InputsLoadingBar /> : props.children}
        <Toolbar
          disableGutters
          sx={{ position: 'sticky', bottom: 0, zIndex: 1, gap: 2, bgcolor: 'background.paper', borderTop: 1, borderColor: 'divider', mt: 2 }}
        >
          <SaveButton disabled={isNew && inputs !== 'in'} />
          {!isNew && (
            <DeleteRecordButton
              schema={props.schema}
              onDeleted={() => {
                props.onChanged?.();
                navigate(paths.collection);
              }}
            />
          )}
        </Toolbar>
      </Box>
    </Form>
  );
}

function LoadedBody(props: RecordFormScreenProps) {
  const { record, error, isPending } = useEditContext();
  if (record) return <Body {...props} isNew={false} />;
  if (error)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {errorMessageOf(error)}
      </Alert>
    );
  return isPending ? <LinearProgress /> : null;
}

const noStale = () => undefined;

export function RecordFormScreen(props: RecordFormScreenProps) {
  const { schema, id, transform, titleOf, onChanged } = props;
  const custom = { transform, nameOf: titleOf, onSaved: onChanged };
  const edit = useEditHandlers(schema, noStale, custom);
  const create = useCreateHandlers(schema, undefined, custom);
  if (id === undefined) {
    return (
      <CreateBase resource={schema._id} redirect={false} {...create}>
        <Body {...props} isNew />
      </CreateBase>
    );
  }
  return (
    <EditBase
      resource={schema._id}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      {...edit}
      queryOptions={{ ...edit.queryOptions, retry: false }}
    >
      <LoadedBody {...props} />
    </EditBase>
  );
}
