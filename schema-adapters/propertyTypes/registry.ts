// The property-type registry: one adapter (input, list cell, default value) per type of the meta-schema.
import type { PropertyType } from '../../model/metaSchema';
import { boolAdapter } from './bool';
import { colorAdapter } from './color';
import { enumAdapter } from './enum';
import { fontAdapter } from './font';
import { layoutAdapter } from './layout';
import { linkAdapter } from './link';
import { listAdapter } from './list';
import { fileAdapter, imageAdapter } from './media';
import { numberAdapter } from './number';
import { objectAdapter } from './object';
import { referenceAdapter } from './reference';
import { richtextAdapter } from './richtext';
import { slugAdapter } from './slug';
import { stringAdapter } from './string';
import { timestampAdapter } from './timestamp';
import type { PropertyTypeAdapter, PropertyTypeRegistry } from './types';

export const propertyTypes: PropertyTypeRegistry = {
  string: stringAdapter,
  int: numberAdapter,
  float: numberAdapter,
  bool: boolAdapter,
  enum: enumAdapter,
  timestamp: timestampAdapter,
  object_id: referenceAdapter,
  object_ref: referenceAdapter,
  objectRef: referenceAdapter,
  mongooseRef: referenceAdapter,
  list: listAdapter,
  object: objectAdapter,
  Font: fontAdapter,
  Link: linkAdapter,
  layout: layoutAdapter,
  file: fileAdapter,
  image: imageAdapter,
  richtext: richtextAdapter,
  color: colorAdapter,
  Color: colorAdapter,
  slug: slugAdapter,
};

/** The adapter of a type named in a schema; undefined for a type this console does not know. */
export const adapterOf = (type: string): PropertyTypeAdapter | undefined =>
  Object.hasOwn(propertyTypes, type) ? propertyTypes[type as PropertyType] : undefined;
