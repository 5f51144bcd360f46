import type { Validator } from 'react-admin';
import { editorLayoutMessage } from '../../../model/layouts';

/**
 * The shared validator refuses a layout in the API's French words; the layout's inputs say it as spec 001 §8 does
 * ('Error in layout ! …'). Wrapped before react-admin stores the message in its own encoded form.
 */
export const inEditorWords =
  (validate: Validator): Validator =>
  (value, values, props) => {
    const result = validate(value, values, props);
    return typeof result === 'string' ? editorLayoutMessage(result) : result;
  };
