import { describe, expect, it } from 'vitest';
import { contract } from './contract.js';
import { summaries } from './docs.js';
import { API_PREFIX } from './endpoint.js';
import { openApiDocument } from './openapi.js';

describe('openApiDocument', () => {
  const document = openApiDocument({ title: 'Tessera', version: 'test' });

  it('has one operation per contract entry, at its method and path', () => {
    for (const [name, entry] of Object.entries(contract)) {
      const operation = document.paths[`${API_PREFIX}${entry.path}`]?.[entry.method.toLowerCase()];
      expect(operation, name).toMatchObject({ operationId: name });
    }
  });

  it('says what every call does, from the docs tables, which name the contract entries and no others', () => {
    expect(Object.keys(summaries).sort()).toEqual(Object.keys(contract).sort());
    for (const [name, entry] of Object.entries(contract)) {
      const operation = document.paths[`${API_PREFIX}${entry.path}`]?.[entry.method.toLowerCase()];
      expect(operation, name).toMatchObject({ summary: summaries[name as keyof typeof summaries] });
      expect(operation?.summary, name).not.toBe('');
    }
    expect(document.paths['/api/getSetting']?.get).toMatchObject({
      summary: 'One public setting by keyword (e.g. app_version).',
    });
  });

  it('describes decimals as strings and GET parameters in the query', () => {
    const quotations = document.paths['/api/currency/quotation_new']?.get as { responses: unknown };
    expect(JSON.stringify(quotations.responses)).toContain('"now_price":{"type":"string"');
    const setting = document.paths['/api/getSetting']?.get as { parameters: { name: string; in: string }[] };
    expect(setting.parameters).toContainEqual(expect.objectContaining({ name: 'keyword', in: 'query' }));
  });
});
