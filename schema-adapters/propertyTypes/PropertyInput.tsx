import { useMemo } from 'react';
import LinearProgress from '@mui/material/LinearProgress';
import type { PropertyDefinition } from '../../model/metaSchema';
import { PropertyLabel } from './common/PropertyLabel';
import { UnknownTypeInput } from './common/UnknownTypeInput';
import { validatorOf } from './common/validatorOf';
import { useInputOverride } from './inputOverrides';
import { AdapterProvider } from './adapterContext';
import { adapterOf } from './registry';
import { OnDemandBoundary } from '../shared/onDemand';
import { useInputsState } from './lazyInput';

export interface PropertyInputOptions {
  prop: PropertyDefinition;
  readOnly?: boolean;
  disabled?: boolean;
}

/** Where a form's inputs will show, a bar while their code loads. */
export const InputsLoadingBar = () => (useInputsState() === 'loading' ? <LinearProgress aria-label="Chargement du formulaire" /> : null);

/** The form input of one property, whatever its type. */
export const PropertyInput = ({ prop, readOnly = false, disabled = false }: PropertyInputOptions) => {
  const validate = useMemo(() => validatorOf(prop), [prop]);
  const label = <PropertyLabel prop={prop} />;
  const adapter = adapterOf(prop.type);
  // An input the app put in place of the registry's one (the console extensions), loaded lazily.
  const Override = useInputOverride(prop.type);
  // The form's inputs show together (lazyInput.tsx), not each as its code arrives; InputsLoadingBar says they come.
  const inputs = useInputsState();
  if (inputs === 'loading') return null;
  if (Override) {
    return (
      <OnDemandBoundary fallback={<LinearProgress />}>
        <Override prop={prop} label={label} validate={validate} readOnly={readOnly} disabled={disabled} />
      </OnDemandBoundary>
    );
  }
  if (!adapter) return <UnknownTypeInput type={prop.type} label={label} />;
  return (
    <AdapterProvider adapterOf={adapterOf}>
      {/* Most inputs load with the record editor (lazyInput.tsx). */}
      <OnDemandBoundary fallback={<LinearProgress />}>
        <adapter.Input prop={prop} label={label} validate={validate} readOnly={readOnly} disabled={disabled} />
      </OnDemandBoundary>
    </AdapterProvider>
  );
};
