// One validator per property type; the mapped ValidatorRegistry type makes a missing type a compile error.
import type { ValidatorRegistry } from './types.js';
import { boolValidator } from './types/bool.js';
import { colorValidator } from './types/color.js';
import { enumValidator } from './types/enum.js';
import { fileValidator } from './types/file.js';
import { fontValidator } from './types/font.js';
import { layoutValidator } from './types/layout.js';
import { linkValidator } from './types/link.js';
import { listValidator } from './types/list.js';
import { floatValidator, intValidator } from './types/number.js';
import { objectValidator } from './types/object.js';
import { referenceValidator } from './types/reference.js';
import { richTextValidator } from './types/richtext.js';
import { slugValidator } from './types/slug.js';
import { stringValidator } from './types/string.js';
import { timestampValidator } from './types/timestamp.js';

export const validators: ValidatorRegistry = {
  // Text
  string: stringValidator,
  slug: slugValidator,
  richtext: richTextValidator,
  // Numbers, flags, dates, choices
  int: intValidator,
  float: floatValidator,
  bool: boolValidator,
  timestamp: timestampValidator,
  enum: enumValidator,
  // Structures
  list: listValidator,
  object: objectValidator,
  layout: layoutValidator,
  // References to other records
  object_id: referenceValidator,
  object_ref: referenceValidator,
  objectRef: referenceValidator,
  mongooseRef: referenceValidator,
  // Media and styles
  file: fileValidator,
  image: fileValidator,
  color: colorValidator,
  Color: colorValidator,
  Font: fontValidator,
  Link: linkValidator,
};
