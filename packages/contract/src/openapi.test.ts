import { describe, expect, it } from 'vitest';
import { API_PREFIX, contract } from './contract.js';
import { openApiDocument } from './openapi.js';

describe('openApiDocument', () => {
  const document = openApiDocument({ title: 'Tessera', version: 'test' });

  it('has one operation per contract entry, at its method and path', () => {
    for (const [name, entry] of Object.entries(contract)) {
      const operation = document.paths[`${API_PREFIX}${entry.path}`]?.[entry.method.toLowerCase()];
      expect(operation, name).toMatchObject({ operationId: name });
    }
  });

  it('describes decimals as strings and GET parameters in the query', () => {
    const quotations = document.paths['/api/currency/quotation_new']?.get as { responses: unknown };
    expect(JSON.stringify(quotations.responses)).toContain('"now_price":{"type":"string"');
    const setting = document.paths['/api/getSetting']?.get as { parameters: { name: string; in: string }[] };
    expect(setting.parameters).toContainEqual(expect.objectContaining({ name: 'keyword', in: 'query' }));
  });
});
