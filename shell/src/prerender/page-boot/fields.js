/* global document */
// The pre-rendered forms' fields and React's copies of them: what the visitor typed, ticked or chose, the focus and
// the caret carried across when React has the page.

var SETTERS = { INPUT: window.HTMLInputElement, TEXTAREA: window.HTMLTextAreaElement, SELECT: window.HTMLSelectElement };
/** Sets a field React tracks: through its prototype's setter, then announces it as typing would. */
export function setValue(field, value, eventType) {
  Object.getOwnPropertyDescriptor(SETTERS[field.tagName].prototype, 'value').set.call(field, value);
  field.dispatchEvent(new window.Event(eventType, { bubbles: true }));
}

/** React's copy of a pre-rendered form field: the same id, else the same name (and value, for a choice). */
function copyOf(root, page, field) {
  if (field.id) return document.getElementById(field.id);
  var form = root.querySelectorAll('form')[[].indexOf.call(page.querySelectorAll('form'), field.form)];
  var same = form && form.elements.namedItem(field.name);
  if (!same || same.tagName) return same;
  return [].filter.call(same, function (choice) {
    return choice.value === field.value;
  })[0];
}

/**
 * Carries what the visitor typed, ticked or chose in the pre-rendered forms (`page`, now out of the document) into
 * React's copy of each field in `root`, then the focus and the caret of `focusedField`.
 */
export function carry(root, page, focusedField) {
  [].forEach.call(page.querySelectorAll('form input, form textarea, form select'), function (field) {
    var copy = copyOf(root, page, field);
    if (!copy || copy === field || copy.tagName !== field.tagName || field.readOnly) return;
    if (field.type === 'radio') {
      if (field.checked && !copy.checked) copy.click();
    } else if (field.type === 'checkbox') {
      if (field.checked !== field.defaultChecked && copy.checked !== field.checked) copy.click();
    } else if (field.tagName === 'SELECT' ? field.selectedOptions[0] && !field.selectedOptions[0].defaultSelected : field.value !== field.defaultValue) {
      setValue(copy, field.value, field.tagName === 'SELECT' ? 'change' : 'input');
    }
  });
  var was = focusedField;
  var copy = was && copyOf(root, page, was);
  var active = document.activeElement;
  if (!copy || (active && active !== document.body && active !== document.documentElement)) return;
  copy.focus();
  try {
    copy.setSelectionRange(was.selectionStart, was.selectionEnd, was.selectionDirection || undefined);
  } catch {
    // e-mail and number fields have no caret to set.
  }
}
