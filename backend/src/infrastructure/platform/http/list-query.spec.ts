import { InvalidInputError } from '../../../domain/shared/domain-error.js';
import { parseListQuery, type ListSpec } from './list-query.js';

const spec: ListSpec = {
  resource: 'users',
  sortFields: ['email', 'createdAt'],
  filters: { q: 'string', isActive: 'boolean', role: ['staff', 'admin'] },
};
const id = '0b3f5f3e-9a51-4c4e-8a3e-7d7f0d0e1a2b';

describe('parseListQuery', () => {
  it('reads sort, inclusive range and filter', () => {
    expect(
      parseListQuery(
        { sort: '["email","desc"]', range: '[5,9]', filter: `{"q":"an","isActive":true,"role":"staff","id":["${id}"]}` },
        spec,
      ),
    ).toEqual({
      sort: { field: 'email', order: 'DESC' },
      range: { start: 5, end: 9 },
      filter: { q: 'an', isActive: true, role: 'staff', id: [id] },
    });
  });

  it('without parameters asks for everything', () => {
    expect(parseListQuery({}, spec)).toEqual({ filter: {} });
  });

  it.each([
    ['unknown sort field', { sort: '["password","ASC"]' }],
    ['bad sort order', { sort: '["email","UP"]' }],
    ['malformed JSON', { sort: '["email"' }],
    ['reversed range', { range: '[9,5]' }],
    ['negative range', { range: '[-1,5]' }],
    ['non-integer range', { range: '[0,"x"]' }],
    ['unknown filter field', { filter: '{"passwordHash":"x"}' }],
    ['wrong filter type', { filter: '{"isActive":"yes"}' }],
    ['value outside the list', { filter: '{"role":"superadmin"}' }],
    ['non-UUID id', { filter: '{"id":["1"]}' }],
    ['filter that is not an object', { filter: '[1]' }],
  ])('rejects %s with a 400', (_name, params) => {
    expect(() => parseListQuery(params, spec)).toThrow(InvalidInputError);
  });
});
