/**
 * Every text a person reads comes from a message book or the core catalog (web/src/lib/i18n/), so
 * it exists in every language. This rule finds the texts written straight into the web app's code:
 * words between JSX tags, and string literals given to the props and object fields that carry
 * visible text (label, title, placeholder, helperText, aria-label, message, ...).
 *
 * A literal with no word in it (punctuation, a number, a symbol) is allowed, and so is one without
 * a letter of two or more in a row. A real exception (a brand shown as it is) takes an
 * `eslint-disable-next-line` with its reason.
 */
const VISIBLE_PROPS = new Set([
  'label',
  'title',
  'subtitle',
  'placeholder',
  'helperText',
  'aria-label',
  'alt',
  'message',
  'description',
  'emptyText',
  'primary',
  'secondary',
  'tooltip',
  'heading',
  'text',
]);

/** Words a person reads; a catalog key ("nav.dashboard") names a text, it is not one. */
const hasWords = (text) =>
  // eslint-disable-next-line no-misleading-character-class -- the Devanagari block as a range
  /[A-Za-z\u0900-\u097F]{2,}/.test(text) &&
  // A catalog key: "nav.dashboard", "addStudent".
  !/^[a-z][\w-]*(\.[\w-]+)+$/.test(text) &&
  !/^[a-z]+([A-Z][a-z]*)+$/.test(text) &&
  // A date format: "D MMMM YYYY".
  !/^[DMYHhms\s/.:,-]+$/.test(text);
/** A sentence a person reads ("Student saved successfully"), wherever it is written. */
const isSentence = (text) => /^[A-Z][a-z']*( [A-Za-z'",.:;!?()-]+){2,}/.test(text.trim());

/** Where a sentence is for developers, not users: logs, thrown errors, types. */
function isForDevelopers(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (parent.type === 'TSLiteralType' || parent.type === 'ImportDeclaration') return true;
  if (parent.type === 'CallExpression' || parent.type === 'NewExpression') {
    const callee = parent.callee;
    // console.warn(…), and a class's own this.warn(…) that logs.
    if (callee.type === 'MemberExpression' && callee.property.type === 'Identifier')
      return (
        (callee.object.type === 'Identifier' && callee.object.name === 'console') ||
        ['warn', 'error', 'log', 'info', 'debug'].includes(callee.property.name) ||
        // A text compared with another (a library's own message), not shown.
        ['startsWith', 'endsWith', 'includes', 'indexOf'].includes(callee.property.name)
      );
    if (callee.type === 'Identifier') return /Error$/.test(callee.name);
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Visible texts come from the catalogs, not from literals in the code.' },
    messages: {
      literal:
        'Visible text "{{text}}" is written in the code: put it in a message book (web/src/lib/i18n/messages.ts) so it exists in every language.',
    },
    schema: [],
  },
  create(context) {
    const report = (node, text) =>
      context.report({ node, messageId: 'literal', data: { text: text.trim().slice(0, 40) } });
    const stringOf = (node) => {
      if (!node) return undefined;
      if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
      if (node.type === 'TemplateLiteral') return node.quasis.map((q) => q.value.cooked).join(' ');
      return undefined;
    };
    const reported = new Set();
    const checkValue = (node) => {
      if (reported.has(node)) return;
      const text = stringOf(node);
      if (text !== undefined && hasWords(text)) {
        reported.add(node);
        report(node, text);
      }
      // `cond ? 'Yes' : 'No'` and `a || 'None'`: the branches are what is shown.
      if (node?.type === 'ConditionalExpression') {
        checkValue(node.consequent);
        checkValue(node.alternate);
      }
      if (node?.type === 'LogicalExpression') checkValue(node.right);
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string' && isSentence(node.value) && !isForDevelopers(node))
          checkValue(node);
      },
      TemplateLiteral(node) {
        const text = node.quasis.map((q) => q.value.cooked).join(' ');
        if (isSentence(text) && !isForDevelopers(node)) checkValue(node);
      },
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === 'JSXElement' || node.parent.type === 'JSXFragment')
          checkValue(node.expression);
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXNamespacedName' ? node.name.name.name : node.name.name;
        if (!VISIBLE_PROPS.has(name) || !node.value) return;
        if (node.value.type === 'JSXExpressionContainer') checkValue(node.value.expression);
        else checkValue(node.value);
      },
      Property(node) {
        const key =
          node.key.type === 'Identifier' ? node.key.name : (stringOf(node.key) ?? undefined);
        if (key && VISIBLE_PROPS.has(key) && !node.computed) checkValue(node.value);
      },
      CallExpression(node) {
        // toast('Saved') and toast({ message: ... }): the object form is checked by Property.
        if (node.callee.type === 'Identifier' && node.callee.name === 'toast')
          checkValue(node.arguments[0]);
      },
    };
  },
};
