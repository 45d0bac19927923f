/** Every text of a catalogue by its dotted key. */
export function flatten(catalogue: object, prefix = ''): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') texts.set(path, value);
    else for (const [inner, text] of flatten(value as object, path)) texts.set(inner, text);
  }
  return texts;
}
