#!/usr/bin/env node
// Issue 15's "hand-written fetch/form/fixture code should shrink by more than half", measured the same way at two
// git revisions: `node tools/metrics/hand-written-lines.mjs [before] [after]` (defaults: daaf62c, the tree before
// issue 15 landed, and HEAD). Prints one table; each figure is explained in its row. Counts are of the committed
// files, so commit before measuring.
//
//   fetch  every app's api/, hooks/ and queries/ files that read or write the server (motion, storage and key
//          helpers excluded) and the old payment poller; the web kit's client and query glue is its own row, since
//          it replaced what each app wrote (the typed client, one key scheme, one invalidation map). Features added
//          since (the slot hold, the rescheduling reason) are left out of the like-for-like row.
//   forms  the components and modules holding a form's state, validation or error mapping, split by the TypeScript
//          syntax tree into logic lines and JSX markup lines (labels, inputs and layout the spec asks for).
//   state  hand-kept state and effects in those files: useState, useEffect, useReducer, AbortController,
//          setTimeout and fetch( calls — what TanStack Query and react-hook-form now do.
//   fixtures  frontend spec files that define their own doctor, appointment or booking-draft object, and spec files
//          that replace globalThis.fetch.
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const [before = 'daaf62c', after = 'HEAD'] = process.argv.slice(2);
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', maxBuffer: 64 << 20 });
const filesAt = (rev) => git('ls-tree', '-r', '--name-only', rev).split('\n').filter(Boolean);
const show = (rev, file) => git('show', `${rev}:${file}`);

const EXCLUDED = /\.spec\.|\/testing\/|__|storage|idempotency|reduced-motion|landing-dest/;
const KIT_FETCH = /^libs\/web-kit\/src\/(api-client|use-api-resource|api|query|queries)\.tsx?$/;
const APP_FETCH =
  /^((shell|mf-owner|mf-admin|mf-doctor)\/src\/.*\/(api|hooks|queries)\/[^/]*\.tsx?|mf-owner\/src\/features\/appointments\/payment\/use-poll-while\.ts)$/;
/** Features added after issue 15 was filed: not in the like-for-like comparison. */
const NEW_FEATURES = /use-slot-hold|use-rescheduling-reason/;
const FORMS = new RegExp(
  '^(libs/web-kit/src/(form-errors|forms|form-fields?)\\.tsx?|libs/web-kit/src/forms/[^/]*\\.tsx?|' +
    'shell/src/features/auth/components/(login|register)-page\\.tsx|' +
    'mf-admin/src/features/doctors/components/doctor-form(-modal)?\\.tsx?|' +
    'mf-doctor/src/features/profile/components/doctor-profile-form\\.tsx|' +
    'mf-doctor/src/features/dashboard/components/(complete-appointment|notes)-dialog\\.tsx|' +
    'mf-owner/src/features/questionnaire/components/diagnosis-questionnaire-page\\.tsx|' +
    'mf-owner/src/features/profile/components/(owner-profile-tab|profile-edit-form|change-password-card)\\.tsx|' +
    'mf-owner/src/features/booking/components/pet-info-step\\.tsx|' +
    'mf-owner/src/features/payment/components/card-form\\.tsx)$',
);
const FRONTEND_SPEC = /^(shell|mf-owner|mf-admin|mf-doctor|libs\/web-kit)\/src\/.*\.spec\.tsx?$/;
const HAND_STATE = /\b(useState|useEffect|useReducer)\(|\bnew AbortController\(|\bsetTimeout\(|(?<![.\w])fetch\(/g;

/** Lines of a source split into logic (outside JSX) and markup (inside JSX); blank, comment and import lines not counted. */
function split(file, source) {
  const kind = file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const jsx = new Set();
  const visit = (node) => {
    if (ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) {
      const from = sf.getLineAndCharacterOfPosition(node.getStart()).line;
      const to = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      for (let line = from; line <= to; line++) jsx.add(line);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  let logic = 0;
  let markup = 0;
  source.split('\n').forEach((text, line) => {
    const t = text.trim();
    if (!t || (!jsx.has(line) && /^(\/\/|\/\*|\*)/.test(t)) || /^import\b|^} from |^export \{.*\} from/.test(t)) return;
    if (jsx.has(line)) markup++;
    else logic++;
  });
  return { lines: source.split('\n').length, logic, markup };
}

/** A spec's own fixture: an object literal with a doctor's fee, an appointment's reference or a draft's doctor. */
const OWN_FIXTURE = /^\s*(consultationFee: \d|appointmentId: '|doctorId: '[^']*',\s*$)/m;

function measure(rev) {
  const all = filesAt(rev);
  const lines = (re, extra = () => true) =>
    all.filter((f) => re.test(f) && !EXCLUDED.test(f) && extra(f)).reduce((n, f) => n + show(rev, f).split('\n').length, 0);
  const forms = all.filter((f) => FORMS.test(f) && !EXCLUDED.test(f)).map((f) => split(f, show(rev, f)));
  const stateIn = (re) =>
    all
      .filter((f) => re.test(f) && !EXCLUDED.test(f))
      .reduce((n, f) => n + (show(rev, f).match(HAND_STATE) ?? []).length, 0);
  const specs = all.filter((f) => FRONTEND_SPEC.test(f)).map((f) => show(rev, f));
  return {
    'fetch: app code (api/, hooks/), lines': lines(APP_FETCH),
    'fetch: app code, like for like (without features added since), lines': lines(APP_FETCH, (f) => !NEW_FEATURES.test(f)),
    'fetch: web kit client and query glue, lines': lines(KIT_FETCH),
    'forms: files, lines': forms.reduce((n, x) => n + x.lines, 0),
    'forms: logic lines (outside JSX)': forms.reduce((n, x) => n + x.logic, 0),
    'forms: markup lines (JSX)': forms.reduce((n, x) => n + x.markup, 0),
    'state: useState/useEffect/useReducer/AbortController/setTimeout/fetch( in fetch files': stateIn(APP_FETCH) + stateIn(KIT_FETCH),
    'state: … in form files': stateIn(FORMS),
    'fixtures: frontend specs with their own doctor/appointment/draft literal': specs.filter((s) => OWN_FIXTURE.test(s)).length,
    'fixtures: frontend specs replacing globalThis.fetch': specs.filter((s) => /globalThis\.fetch\s*=|spyOn\(globalThis, 'fetch'\)/.test(s)).length,
  };
}

const a = measure(before);
const b = measure(after);
const rows = Object.keys(a).map((k) => {
  const change = a[k] === 0 ? '' : `${Math.round(((b[k] - a[k]) / a[k]) * 100)}%`;
  return [k, String(a[k]), String(b[k]), change];
});
const head = ['measure', before, after, 'change'];
const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (cells) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' | ')} |`;
console.log([line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));
