const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A text template as a pattern that finds its values in a text made from it: "At most {max}
 * characters" matches "At most 100 characters" with groups.max = "100". Each {name} is a named
 * group; a name seen before must be the same text again. For saying, in the reader's language, a
 * text shared code wrote in English from that template.
 */
export function templatePattern(template: string): RegExp {
  const seen = new Set<string>();
  const source = template
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (!name) return escape(part);
      if (seen.has(name)) return `\\k<${name}>`;
      seen.add(name);
      return `(?<${name}>.+?)`;
    })
    .join('');
  return new RegExp(`^${source}$`, 'su');
}
