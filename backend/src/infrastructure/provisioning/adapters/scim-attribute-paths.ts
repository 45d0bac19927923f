/**
 * Attribute paths are checked against the resource's schema before SCIMMY parses them: SCIMMY 1.3.5 walks a
 * dotted path as property names of plain objects, so `__proto__`, `constructor.prototype` or any other name
 * outside the schema could reach `Object.prototype`. Names are compared lower-cased, as SCIM compares them.
 */
interface AttributeDefinition {
  name: string;
  subAttributes?: AttributeDefinition[];
}

interface SchemaDefinition {
  id: string;
  attributes: (AttributeDefinition | SchemaDefinition)[];
}

const isExtension = (attribute: AttributeDefinition | SchemaDefinition): attribute is SchemaDefinition => 'id' in attribute;

/** What a resource's schema lets a request name. */
export class ScimAttributePaths {
  /** Full paths (`name.givenname`, `urn:…:user:name.givenname`, `urn:…:enterprise:2.0:user:manager.value`). */
  private readonly paths = new Set<string>();
  /** Extension schemas' URNs: a body nests their attributes under the URN as a key. */
  private readonly extensions = new Set<string>();

  constructor(schema: SchemaDefinition) {
    for (const attribute of schema.attributes) {
      if (isExtension(attribute)) {
        const urn = attribute.id.toLowerCase();
        this.extensions.add(urn);
        this.paths.add(urn);
        for (const inner of attribute.attributes) if (!isExtension(inner)) this.addAttribute(inner, `${urn}:`);
      } else {
        this.addAttribute(attribute, '');
        this.addAttribute(attribute, `${schema.id.toLowerCase()}:`);
      }
    }
  }

  knows(path: string): boolean {
    return this.paths.has(path.toLowerCase());
  }

  /** The first path of a filter (or a PATCH path) that the schema does not know, if any. */
  unknownInFilter(filter: string): string | undefined {
    return filterPaths(filter).find((path) => !this.knows(path));
  }

  /** The first of a comma-separated list of paths (`attributes`, `excludedAttributes`) the schema does not know. */
  unknownInList(list: string): string | undefined {
    return list
      .split(',')
      .map((path) => path.trim())
      .find((path) => !this.knows(path));
  }

  /** The first key of a resource body (or a PATCH value without path) that names no attribute, at any depth. */
  unknownInBody(body: object, prefix = '', level: 'top' | 'sub' = 'top'): string | undefined {
    for (const [key, value] of Object.entries(body)) {
      const path = `${prefix}${key}`;
      if (!this.knows(path)) return path;
      if (level === 'sub') continue;
      const extension = this.extensions.has(path.toLowerCase());
      for (const inner of Array.isArray(value) ? value : [value]) {
        if (!inner || typeof inner !== 'object' || Array.isArray(inner)) continue;
        const unknown = extension
          ? this.unknownInBody(inner as object, `${path}:`, 'top')
          : this.unknownInBody(inner as object, `${path}.`, 'sub');
        if (unknown) return unknown;
      }
    }
    return undefined;
  }

  private addAttribute(attribute: AttributeDefinition, prefix: string): void {
    const path = `${prefix}${attribute.name.toLowerCase()}`;
    this.paths.add(path);
    for (const sub of attribute.subAttributes ?? []) this.paths.add(`${path}.${sub.name.toLowerCase()}`);
  }
}

const TOKEN = /"(?:[^"\\]|\\.)*"|[()[\]]|[^\s()[\]"]+/g;
const KEYWORDS = new Set(['eq', 'ne', 'co', 'sw', 'ew', 'gt', 'lt', 'ge', 'le', 'pr', 'and', 'or', 'not', 'true', 'false', 'null']);

/**
 * Every attribute path a SCIM filter or PATCH path names (RFC 7644 §3.4.2.2, §3.5.2): each bare word that is no
 * operator or literal, with a value filter's inner paths and a trailing `.sub` taken under their attribute.
 */
export function filterPaths(filter: string): string[] {
  const paths: string[] = [];
  const parents: string[] = [];
  let last = '';
  for (const [token] of filter.matchAll(TOKEN)) {
    if (token === '[') parents.push(last);
    else if (token === ']') last = parents.pop() ?? '';
    else if (token === '(' || token === ')' || token.startsWith('"') || /^[-+]?\d/.test(token) || KEYWORDS.has(token.toLowerCase()))
      continue;
    else {
      const parent = token.startsWith('.') ? last : parents.at(-1);
      last = parent ? `${parent}${token.startsWith('.') ? '' : '.'}${token}` : token;
      paths.push(last);
    }
  }
  return paths;
}
