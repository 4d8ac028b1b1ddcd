// Forms go through react-hook-form (issue 16; docs/decisions.md, "Forms, session 7"). A heuristic, by design:
// - a <form onSubmit> in web/src/features must sit in a module that calls useForm (or useLightForm, the public
//   pages' small stand-in);
// - its submit handler (inline, or a function of the module it names) must not be hand-written: one that calls
//   event.preventDefault() and itself validates (parse/safeParse) or sends (mutate/mutateAsync) is reported —
//   handleSubmit prevents the default, runs the zod resolver and keeps isSubmitting.
// Search forms (role="search") only write the address and are left alone; another such form says why it is exempt
// in an eslint-disable comment.

const FORM_HOOKS = new Set(['useForm', 'useLightForm']);

const SUBMITS_ITSELF = ['parse', 'safeParse', 'mutate', 'mutateAsync'];

/** Whether a function's body calls `<something>.<one of names>()`. */
const callsMethod = (node, names) => {
  const seen = new Set();
  const walk = (n) => {
    if (!n || typeof n.type !== 'string' || seen.has(n)) return false;
    seen.add(n);
    if (
      n.type === 'CallExpression' &&
      n.callee.type === 'MemberExpression' &&
      n.callee.property.type === 'Identifier' &&
      names.includes(n.callee.property.name)
    )
      return true;
    return Object.entries(n).some(([key, value]) => {
      if (key === 'parent') return false;
      if (Array.isArray(value)) return value.some(walk);
      return value && typeof value === 'object' && walk(value);
    });
  };
  return walk(node.body);
};

const isFunction = (node) =>
  node &&
  (node.type === 'ArrowFunctionExpression' ||
    node.type === 'FunctionExpression' ||
    node.type === 'FunctionDeclaration');

/** The function an onSubmit={name} refers to, when it is declared in this module. */
const resolveHandler = (context, identifier) => {
  let scope = context.sourceCode.getScope(identifier);
  while (scope) {
    const variable = scope.set.get(identifier.name);
    if (variable) {
      const def = variable.defs[0];
      if (!def) return null;
      if (def.node.type === 'FunctionDeclaration') return def.node;
      if (def.node.type === 'VariableDeclarator' && isFunction(def.node.init)) return def.node.init;
      return null;
    }
    scope = scope.upper;
  }
  return null;
};

const attribute = (opening, name) =>
  opening.attributes.find((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === name);

const throughReactHookForm = {
  meta: {
    type: 'problem',
    docs: { description: 'A form in a feature submits through react-hook-form, not a hand-written onSubmit.' },
    messages: {
      noFormHook:
        'This <form> submits without react-hook-form: use useForm with zodResolver(<the worker schema>) and handleSubmit, and reportApiError for server errors.',
      handRolled:
        'This submit handler prevents the default and validates or sends by itself: let react-hook-form’s handleSubmit run the form (it validates with the schema and tracks isSubmitting).',
    },
    schema: [],
  },
  create(context) {
    let usesFormHook = false;
    const forms = [];
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && FORM_HOOKS.has(node.callee.name)) usesFormHook = true;
      },
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'form') return;
        const onSubmit = attribute(node, 'onSubmit');
        if (!onSubmit) return;
        const role = attribute(node, 'role');
        if (role?.value?.type === 'Literal' && role.value.value === 'search') return;
        const expression = onSubmit.value?.type === 'JSXExpressionContainer' ? onSubmit.value.expression : null;
        const handler = isFunction(expression)
          ? expression
          : expression?.type === 'Identifier'
            ? resolveHandler(context, expression)
            : null;
        if (handler && callsMethod(handler, ['preventDefault']) && callsMethod(handler, SUBMITS_ITSELF))
          context.report({ node, messageId: 'handRolled' });
        else forms.push(node);
      },
      'Program:exit'() {
        if (usesFormHook) return;
        for (const node of forms) context.report({ node, messageId: 'noFormHook' });
      },
    };
  },
};

const formsPlugin = { rules: { 'through-react-hook-form': throughReactHookForm } };

export const forms = [
  {
    files: ['web/src/features/**/*.tsx'],
    plugins: { forms: formsPlugin },
    rules: { 'forms/through-react-hook-form': 'error' },
  },
];
