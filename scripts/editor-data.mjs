// Editor data, made from custom-elements.json at build: VS Code's HTML and CSS custom data (format 1.1)
// and JetBrains web-types (schema 2.x, found through package.json's "web-types"). Tags, attributes with
// their values and defaults, events with their classes, and the CSS custom properties.

/** The values of an enum type text (`'a' | 'b' | ''`), without the empty one; null when it is no enum. */
export function enumValues(text) {
  const parts = text.split('|').map((part) => part.trim());
  if (!parts.every((part) => /^'[^']*'$/.test(part))) return null;
  return parts.map((part) => part.slice(1, -1)).filter(Boolean);
}

const declarations = (manifest) => manifest.modules.flatMap((m) => m.declarations).filter((d) => d.customElement);

/** The attribute's doc, then its type and default, as a popup shows them. */
function attributeDoc(attribute) {
  const lines = [attribute.description || ''];
  lines.push(`Type: \`${attribute.type.text}\`${attribute.default && attribute.default !== '""' && attribute.default !== 'null' ? `; default \`${attribute.default}\`` : ''}.`);
  return lines.filter(Boolean).join('\n\n');
}

function elementDoc(d) {
  const events = (d.events ?? []).map((e) => `- \`${e.name}\` (\`${e.type.text}\`): ${e.description}`);
  return [d.description, events.length ? `Events:\n${events.join('\n')}` : ''].filter(Boolean).join('\n\n');
}

export function vscodeHtmlData(manifest) {
  return {
    version: 1.1,
    tags: declarations(manifest).map((d) => ({
      name: d.tagName,
      description: { kind: 'markdown', value: elementDoc(d) },
      attributes: d.attributes.map((a) => {
        const values = enumValues(a.type.text);
        return {
          name: a.name,
          description: { kind: 'markdown', value: attributeDoc(a) },
          ...(a.type.text === 'boolean' ? { valueSet: 'v' } : {}),
          ...(values ? { values: values.map((name) => ({ name })) } : {}),
        };
      }),
    })),
  };
}

/** The CSS custom properties of every element, once each (VS Code's CSS custom data has no per-element scope). */
export function vscodeCssData(manifest) {
  const seen = new Map();
  for (const d of declarations(manifest)) {
    for (const p of d.cssProperties ?? []) {
      if (!seen.has(p.name)) {
        seen.set(p.name, { name: p.name, description: `${p.description} Default: \`${p.default}\`.`, syntax: p.syntax });
      }
    }
  }
  return { version: 1.1, properties: [...seen.values()] };
}

function webTypesValue(text) {
  if (text === 'boolean') return { value: { type: 'boolean' } };
  const values = enumValues(text);
  if (values) return { value: { kind: 'plain', type: 'enum' }, values: values.map((name) => ({ name })) };
  if (/^number( \| null)?$/.test(text)) return { value: { kind: 'plain', type: 'number' } };
  return { value: { kind: 'plain', type: 'string' } };
}

export function webTypes(manifest, pkg) {
  const all = declarations(manifest);
  // Properties every element lists (the design tokens) go under css once; the rest stay with their element.
  const everywhere = (all[0]?.cssProperties ?? []).filter((p) => all.every((d) => d.cssProperties?.some((q) => q.name === p.name)));
  const global = new Set(everywhere.map((p) => p.name));
  const cssProperty = (p) => ({ name: p.name, description: `${p.description} Default: \`${p.default}\`.` });
  return {
    $schema: 'https://raw.githubusercontent.com/JetBrains/web-types/master/schema/web-types.json',
    name: pkg.name,
    version: pkg.version,
    'description-markup': 'markdown',
    'js-types-syntax': 'typescript',
    contributions: {
      html: {
        elements: all.map((d) => {
          const own = (d.cssProperties ?? []).filter((p) => !global.has(p.name));
          const events = (d.events ?? []).map((e) => ({ name: e.name, description: `${e.description}\n\nType: \`${e.type.text}\`.` }));
          return {
            name: d.tagName,
            description: d.description,
            source: { module: `${pkg.name}/elements/${d.tagName}`, symbol: d.name },
            attributes: d.attributes.map((a) => ({
              name: a.name,
              description: attributeDoc(a),
              ...(a.default && a.default !== '""' && a.default !== 'null' ? { default: a.default } : {}),
              ...webTypesValue(a.type.text),
            })),
            events,
            js: {
              properties: (d.members ?? []).filter((m) => m.kind === 'field').map((m) => ({ name: m.name, description: m.description, type: m.type.text })),
              events,
            },
            ...(own.length ? { css: { properties: own.map(cssProperty) } } : {}),
          };
        }),
      },
      css: { properties: everywhere.map(cssProperty) },
    },
  };
}
