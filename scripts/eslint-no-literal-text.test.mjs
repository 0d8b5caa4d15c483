import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import rule from './eslint-no-literal-text.mjs';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({
  languageOptions: {
    parser: tseslint.parser,
    parserOptions: { ecmaFeatures: { jsx: true } },
  },
});

tester.run('no-literal-text', rule, {
  valid: [
    'const a = <p>{t("signIn.title")}</p>;',
    'const a = <TextField label={t("field.email")} sx={{ p: 2 }} className="wide words here" />;',
    'const a = <span>— {count} · 1,234</span>;',
    'const item = { label: "nav.dashboard", to: "/" };',
    'console.warn("The texts could not load", error);',
    'this.warn(`Unreadable directory entry ${id}`, error);',
    'const actions = [{ label: "addStudent" }];',
    'const DATE_FORMAT = "D MMMM YYYY";',
    'const own = !message.startsWith("Backend error status");',
    'throw new Error("Firestore refused the write here");',
    'const mode = "onBlur";',
    "type Kind = 'Not a real date';",
  ],
  invalid: [
    { code: 'const a = <p>Welcome back</p>;', errors: 1 },
    { code: 'const a = <TextField label="Full Name" />;', errors: 1 },
    { code: 'const a = <Button aria-label={open ? "Close menu" : "Open menu"} />;', errors: 2 },
    { code: 'const a = <p>{"Loading"}</p>;', errors: 1 },
    { code: 'toast({ title: "Student saved", description: `${name} is saved.` });', errors: 2 },
    { code: 'toast("Saved");', errors: 1 },
    { code: 'const OFFLINE = "You are offline: try again later.";', errors: 1 },
    { code: 'const titles = { students: { title: "Village Student Directory" } };', errors: 1 },
  ],
});
