// The meta-schema: JSON Schema of a data schema and of a property definition (spec 000 §3, 001 §3).
// Catalogue files, schema records written through the API and the schema editor all validate against it.
import type { FromSchema } from 'json-schema-to-ts';
import { PROPERTY_TYPES, type PropertyType } from './propertyTypes.js';

// The type list is the property-type descriptors' (model/propertyTypes.ts).
export { PROPERTY_TYPES, type PropertyType };

export const SCHEMA_SECTIONS = ['site', 'contents', 'products', 'data', 'users', 'payments', 'admin', 'superadmin', 'noneButDisplayable'] as const;

export const PROPERTY_GROUPS = ['Général', 'Affichage', 'Avancé'] as const;

/** `url`: a text holding a URL or a path of the site, held to the one URL policy (model/urlPolicy.ts) wherever it is written. */
export const PROPERTY_FORMATS = ['url'] as const;

export const DISALLOWABLE_TAGS = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p'] as const;

const dataSourceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['resource'],
  properties: {
    resource: { type: 'string', minLength: 1 },
    apiPath: { type: 'string' },
    query: { type: 'string', description: 'JSON text' },
    labelPath: { type: 'string' },
    valuePath: { type: 'string' },
    listPath: { type: 'string' },
    isGlobal: { type: 'boolean' },
  },
} as const;

const enumValueSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['value', 'label'],
  properties: {
    value: { type: ['string', 'number', 'boolean'] },
    label: { type: 'string' },
  },
} as const;

/** A display condition: every listed key must hold for the property to show. */
const conditionSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    visitorType: { type: 'array', items: { enum: ['anonymous', 'freemium', 'premium', 'registered', 'not_premium'] } },
    deviceType: { type: 'array', items: { enum: ['phone', 'desktop', 'all'] } },
    /** Record-level condition: the property shows when the record's `key` equals (or is among) `equals`. */
    key: { type: 'string' },
    equals: {},
  },
} as const;

export const propertyDefinitionSchema = {
  $id: 'PropertyDefinition',
  type: 'object',
  additionalProperties: false,
  required: ['key', 'type'],
  properties: {
    key: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' },
    label: { type: 'string' },
    group: { type: 'string' },
    type: { enum: PROPERTY_TYPES },
    format: { enum: PROPERTY_FORMATS },
    description: { type: 'string', maxLength: 500 },
    hint: {},
    required: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    createOnly: { type: 'boolean' },
    sortable: { type: 'boolean' },
    filterable: { type: 'boolean' },
    toggleable: { type: 'boolean' },
    column: { type: 'boolean' },
    sideBar: { type: 'boolean' },
    notDuplicable: { type: 'boolean' },
    excludedFromMongooseSchema: { type: 'boolean' },
    notDisplayableInAdmin: { type: 'boolean' },
    /** Never returned by the API and never usable in a filter, a sort or a search (passwords). */
    writeOnly: { type: 'boolean' },
    export: { type: 'boolean' },
    exportFormatting: { type: 'string' },
    min: { type: 'number' },
    max: { type: 'number' },
    length: { type: 'integer', minimum: 0 },
    default: {},
    values: { type: 'array', items: enumValueSchema },
    dataSource: dataSourceSchema,
    multiple: { type: 'boolean' },
    itemType: { enum: PROPERTY_TYPES },
    itemSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        objectType: { type: 'string' },
        propertiesList: { type: 'array', items: { $ref: 'PropertyDefinition' } },
      },
    },
    /** Sub-properties of an object property. */
    propertiesList: { type: 'array', items: { $ref: 'PropertyDefinition' } },
    objectType: { type: ['string', 'array'], items: { type: 'string' } },
    condition: conditionSchema,
    multiline: { type: 'boolean' },
    searchable: { type: 'boolean' },
    searchIndexWeight: { type: 'integer', minimum: 1, maximum: 10 },
    disallowedTags: { type: 'array', items: { enum: DISALLOWABLE_TAGS } },
    charactersCounter: { type: 'boolean' },
    wordsCounter: { type: 'boolean' },
    expectedCharactersCount: { type: 'integer', minimum: 0 },
    expectedWordsCount: { type: 'integer', minimum: 0 },
  },
} as const;

export const schemaSchema = {
  $id: 'Schema',
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'label', 'section', 'propertiesList'],
  properties: {
    _id: { type: 'string', minLength: 2, pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    _cls: { const: 'schema' },
    label: { type: 'string', minLength: 1 },
    singular: { type: 'string' },
    /** Path segment of the collection, kebab-case plural; derived from _id when absent. */
    plural: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    type: { type: 'string' },
    section: { enum: SCHEMA_SECTIONS },
    storedInInstanceDatabase: { type: 'boolean' },
    hasAssociatedDBCollection: { type: 'boolean' },
    isSingleton: { type: 'boolean' },
    singletonId: { type: 'string' },
    customApiPath: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    description: { type: 'string', maxLength: 500 },
    showForInstances: { type: 'array', items: { type: 'string' } },
    isPlugin: { type: 'boolean' },
    plugins: { type: 'array', items: { enum: ['ContentPlugin', 'HistoryPlugin', 'SEOPlugin'] } },
    isProduct: { type: 'boolean' },
    isContent: { type: 'boolean' },
    objectType: { type: 'string' },
    propertiesGroups: { type: 'array', items: { type: 'string' } },
    propertiesList: { type: 'array', items: { $ref: 'PropertyDefinition' } },
    recordsAreEditableInAdmin: { type: 'boolean' },
    /** Sidebar sub-filters: /{collection path}/{id}/collection shows the list under adminFilter. */
    subFilters: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['id', 'label', 'adminFilter'],
        properties: {
          id: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
          label: { type: 'string' },
          adminFilter: { type: 'object' },
        },
      },
    },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

export type SchemaSection = (typeof SCHEMA_SECTIONS)[number];
type PropertyDefinitionBase = FromSchema<typeof propertyDefinitionSchema, { parseNotKeyword: false; references: false }>;
export type PropertyDefinition = Omit<PropertyDefinitionBase, 'propertiesList' | 'itemSchema' | 'type' | 'itemType'> & {
  type: PropertyType;
  itemType?: PropertyType;
  propertiesList?: PropertyDefinition[];
  itemSchema?: { objectType?: string; propertiesList?: PropertyDefinition[] };
};
type SchemaBase = FromSchema<typeof schemaSchema, { references: false }>;
export type DataSchema = Omit<SchemaBase, 'propertiesList'> & { propertiesList: PropertyDefinition[] };
export type DataSource = NonNullable<PropertyDefinition['dataSource']>;

/**
 * Whether the console edits and deletes a type's records (spec 000 §2, 001 §8 "Delete is offered only when enabled");
 * absent means yes. Records of the others are written by the server itself (purchases, statistics…) and only viewed.
 */
export const recordsEditableInAdmin = (schema: Pick<DataSchema, 'recordsAreEditableInAdmin'>): boolean => schema.recordsAreEditableInAdmin !== false;
