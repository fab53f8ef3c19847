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
//   fixtures  frontend spec files that build a doctor, appointment, booking draft, user, card, slot, diagnosis or
//          notification by hand (an object literal of that shape that is not a builder's override, an expected value
//          or form input) and the lines of those literals; and spec files that replace globalThis.fetch.
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

/** Builders of the shared fixtures modules: a literal passed to one is an override, not a fixture. */
const BUILDERS =
  /^(doctor|appointment|appointmentDoctor|owner|admin|doctorUser|savedCard|timeSlots|adminStats|healthOk|bookingDraft|signedIn\w*|notification|notificationPreferences|diagnosisSummary|slotHold|fixture|baseAppointment|doctorProfile)$/;

/** The kind of record an object literal's keys make: a doctor, an appointment, a booking draft, a user… or none. */
function recordKind(names) {
  const has = (...n) => n.every((x) => names.has(x));
  if (has('doctorId', 'appointmentDate', 'timeSlot', 'pet')) return 'draft';
  if (has('appointmentDate', 'timeSlot') && ['status', 'doctor', 'pet', 'appointmentId'].some((n) => names.has(n))) return 'appointment';
  if (has('fullName', 'specialization')) return 'doctor';
  if (has('lastFour', 'cardType')) return 'card';
  if (has('time', 'isBooked')) return 'slot';
  if (has('petName', 'summary')) return 'diagnosis';
  if (has('kind', 'title', 'body')) return 'notification';
  if (has('fullName', 'email') || has('username', 'email') || has('fullName', '_id', 'contactNumber')) return 'user';
  return null;
}

/**
 * Lines of a spec's hand-written fixture literals: object literals shaped like a doctor, an appointment, a draft,
 * a user, a card, a slot, a diagnosis or a notification — not an override passed to a builder, not an expected
 * value inside expect(…), not form input or a request body (it carries a password), not one spread from another.
 */
function fixtureLines(file, text) {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const inExpect = (node) => {
    for (let p = node.parent; p; p = p.parent) {
      if (ts.isCallExpression(p) && /^expect\b|\.(toEqual|toMatchObject|toStrictEqual|toHaveBeenCalledWith|toContainEqual|toBe|toHaveProperty)$/.test(p.expression.getText())) return true;
    }
    return false;
  };
  const builderArgument = (node) => {
    let n = node;
    while (n.parent && (ts.isParenthesizedExpression(n.parent) || ts.isAsExpression(n.parent) || ts.isSpreadElement(n.parent))) n = n.parent;
    const p = n.parent;
    return p && ts.isCallExpression(p) && p.arguments.includes(n) && ts.isIdentifier(p.expression) && BUILDERS.test(p.expression.text);
  };
  const lines = new Set();
  const visit = (node, counted) => {
    let inside = counted;
    if (!counted && ts.isObjectLiteralExpression(node)) {
      const names = new Set(node.properties.filter((p) => p.name).map((p) => p.name.getText().replace(/['"]/g, '')));
      const spread = node.properties.some((p) => ts.isSpreadAssignment(p));
      const formInput = names.has('password') || names.has('confirmPassword');
      if (recordKind(names) && !spread && !formInput && !builderArgument(node) && !inExpect(node)) {
        const from = sf.getLineAndCharacterOfPosition(node.getStart()).line;
        const to = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        for (let line = from; line <= to; line++) lines.add(line);
        inside = true;
      }
    }
    ts.forEachChild(node, (child) => visit(child, inside));
  };
  visit(sf, false);
  return lines.size;
}

function measure(rev) {
  const all = filesAt(rev);
  const lines = (re, extra = () => true) =>
    all.filter((f) => re.test(f) && !EXCLUDED.test(f) && extra(f)).reduce((n, f) => n + show(rev, f).split('\n').length, 0);
  const forms = all.filter((f) => FORMS.test(f) && !EXCLUDED.test(f)).map((f) => split(f, show(rev, f)));
  const stateIn = (re) =>
    all
      .filter((f) => re.test(f) && !EXCLUDED.test(f))
      .reduce((n, f) => n + (show(rev, f).match(HAND_STATE) ?? []).length, 0);
  const specs = all.filter((f) => FRONTEND_SPEC.test(f)).map((f) => [f, show(rev, f)]);
  const fixtures = specs.map(([f, text]) => fixtureLines(f, text));
  return {
    'fetch: app code (api/, hooks/), lines': lines(APP_FETCH),
    'fetch: app code, like for like (without features added since), lines': lines(APP_FETCH, (f) => !NEW_FEATURES.test(f)),
    'fetch: web kit client and query glue, lines': lines(KIT_FETCH),
    'forms: files, lines': forms.reduce((n, x) => n + x.lines, 0),
    'forms: logic lines (outside JSX)': forms.reduce((n, x) => n + x.logic, 0),
    'forms: markup lines (JSX)': forms.reduce((n, x) => n + x.markup, 0),
    'state: useState/useEffect/useReducer/AbortController/setTimeout/fetch( in fetch files': stateIn(APP_FETCH) + stateIn(KIT_FETCH),
    'state: … in form files': stateIn(FORMS),
    'fixtures: frontend specs with hand-written record literals (doctor, appointment, draft, user…)': fixtures.filter((n) => n > 0).length,
    'fixtures: … lines of those literals': fixtures.reduce((n, x) => n + x, 0),
    'fixtures: frontend specs replacing globalThis.fetch': specs.filter(([, s]) => /globalThis\.fetch\s*=|spyOn\(globalThis, 'fetch'\)/.test(s)).length,
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
