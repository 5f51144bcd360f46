// A property's help text (`hint`), rich text as spec 000 §6 declares it: the console's own rich-text input, saved as
// {html, editorStateJson} (the server sanitises it and upgrades hints written as plain text).
import type { PropertyDefinition } from '../../../model/metaSchema';
import { richtextAdapter } from '../../../schema-adapters/propertyTypes/richtext';

const noCheck = () => undefined;

export function HintInput({ name }: { name: string }) {
  // The input's source is the form path of the hint; `description` is its helper text.
  const prop: PropertyDefinition = { key: name, type: 'richtext', label: 'Aide', description: "Texte d'aide de la propriété, en texte riche" };
  return <richtextAdapter.Input prop={prop} label={<>Aide</>} validate={noCheck} readOnly={false} disabled={false} />;
}
