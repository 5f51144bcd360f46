import { SelectArrayInput, SelectInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { DataSource } from '../../../model/metaSchema';
import { MAX_PAGE_SIZE } from '../../../model/constants';
import { errorMessageOf } from '../../shared';
import type { PropertyInputProps } from '../types';
import { dataSourceChoices, dataSourceFilter, declaredChoices, isScalar, type EnumChoice } from './enumChoices';

// A multi-select may hold a single value (one pick is stored unwrapped, spec 000 §5). A value no select can
// show (an object, a list in a single select) shows empty; the validator then says it is not allowed.
const asArray = (value: unknown) => (Array.isArray(value) ? value : [value]).filter(v => isScalar(v) && v !== '');
const asScalar = (value: unknown) => (isScalar(value) ? value : '');

interface EnumSelectProps extends PropertyInputProps {
  choices: EnumChoice[];
  isPending?: boolean;
  helperText?: string;
}

const EnumSelect = ({ prop, label, validate, readOnly, disabled, choices, isPending, helperText }: EnumSelectProps) => {
  const common = {
    source: prop.key,
    label,
    validate,
    readOnly,
    disabled,
    choices,
    isPending,
    translateChoice: false,
    helperText: helperText || prop.description || false,
  };
  return prop.multiple
    ? <SelectArrayInput {...common} format={asArray} />
    : <SelectInput {...common} format={asScalar} emptyText="(aucun)" />;
};

const DeclaredEnumInput = (props: PropertyInputProps) => {
  const current: unknown = useWatch({ name: props.prop.key });
  return <EnumSelect {...props} choices={declaredChoices(props.prop, current)} />;
};

const DataSourceEnumInput = ({ dataSource, ...props }: PropertyInputProps & { dataSource: DataSource }) => {
  const { data = [], isPending, error } = useGetList(dataSource.resource, {
    pagination: { page: 1, perPage: MAX_PAGE_SIZE },
    filter: dataSourceFilter(dataSource.query),
  });
  return (
    <EnumSelect
      {...props}
      choices={dataSourceChoices(data, dataSource)}
      isPending={isPending}
      helperText={error ? errorMessageOf(error) : undefined}
    />
  );
};

export const EnumInput = (props: PropertyInputProps) =>
  props.prop.dataSource
    ? <DataSourceEnumInput {...props} dataSource={props.prop.dataSource} />
    : <DeclaredEnumInput {...props} />;
