import { filterPaths, ScimAttributePaths } from './scim-attribute-paths.js';

const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const ENTERPRISE = 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User';
const paths = new ScimAttributePaths({
  id: USER,
  attributes: [
    { name: 'userName' },
    { name: 'name', subAttributes: [{ name: 'givenName' }] },
    { name: 'emails', subAttributes: [{ name: 'value' }, { name: 'type' }] },
    { id: ENTERPRISE, attributes: [{ name: 'department' }, { name: 'manager', subAttributes: [{ name: 'value' }] }] },
  ],
});

describe('SCIM attribute paths', () => {
  it('finds every path of a filter, value filters and trailing sub-attributes included, and no literal', () => {
    expect(filterPaths('userName eq "a b" and (name.givenName co "x" or not (emails[type eq "work" and value pr]))')).toEqual([
      'userName',
      'name.givenName',
      'emails',
      'emails.type',
      'emails.value',
    ]);
    expect(filterPaths('emails[type eq "work"].value')).toEqual(['emails', 'emails.type', 'emails.value']);
    expect(filterPaths('meta.lastModified gt 2011 and active eq true and x eq null')).toEqual(['meta.lastModified', 'active', 'x']);
  });

  it('knows the schema’s paths in any case, with or without the schema’s URN, and the extension’s under its URN', () => {
    expect(['USERNAME', 'name.givenname', `${USER}:name.givenName`, `${ENTERPRISE}:manager.value`].every((p) => paths.knows(p))).toBe(true);
    expect(paths.knows('department')).toBe(false);
  });

  it.each(['__proto__.x', 'constructor.prototype.x', 'name.__proto__', 'emails[__proto__ eq "x"]', `${USER}:__proto__`, 'toString'])(
    'refuses %s wherever a path may stand',
    (hostile) => {
      expect(paths.unknownInFilter(`${hostile} eq "x"`)).toBeDefined();
      expect(paths.unknownInList(`userName,${hostile}`)).toBeDefined();
    },
  );

  it('checks a body’s keys at every depth, extensions under their URN', () => {
    expect(paths.unknownInBody({ userName: 'a', name: { givenName: 'b' }, emails: [{ value: 'c', type: 'work' }] })).toBeUndefined();
    expect(paths.unknownInBody({ [ENTERPRISE]: { department: 'd', manager: { value: 'm' } } })).toBeUndefined();
    expect(paths.unknownInBody({ name: { prototype: {} } })).toBe('name.prototype');
    expect(paths.unknownInBody({ emails: [{ value: 'c', constructor: 'x' }] })).toBe('emails.constructor');
    expect(paths.unknownInBody({ [ENTERPRISE]: { toString: 'x' } })).toBe(`${ENTERPRISE}:toString`);
  });
});
