import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, metaSchemaValidatorSource } from './generateMetaSchemaValidator';

describe("the schema editor's meta-schema validator", () => {
  it('is generated from the current model/metaSchema.ts (else run generateMetaSchemaValidator.ts)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(metaSchemaValidatorSource());
  });
});
