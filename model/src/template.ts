/** `{name}` in a template replaced by its value; an unknown name is left as it is. The web's i18n
 * layer words the same templates in other languages (lib/i18n/catalog.ts, interpolate). */
export function fillTemplate(
  template: string,
  values: Record<string, string | number> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
