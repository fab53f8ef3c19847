/* global document */
// What the visitor does before React has the page: the forms held back, a button press or a choice in a field kept
// to be made again on React's copy (replay), the field they are in remembered (carry). Each of these starts the app.
import { carry, setValue } from './fields.js';

/** The buttons in `root` named `label`: their accessible label, else their text. */
function buttonsNamed(root, label) {
  return [].filter.call(root.querySelectorAll('button'), function (b) {
    return (b.getAttribute('aria-label') || b.textContent.trim()) === label;
  });
}

/** A name for a button that the React page's copy of it has too: its accessible label, else its text. */
function identity(root, button) {
  var label = button.getAttribute('aria-label') || button.textContent.trim();
  return { kind: 'button', label: label, index: buttonsNamed(root, label).indexOf(button) };
}

/**
 * Listens for what the visitor does on the pre-rendered `page` inside `root`; `start` starts the app.
 * @returns {{ carry: () => void, replay: () => void }} once React has the page: carry the forms' fields, then replay
 *   what was held back
 */
export function recordEarlyInput(root, page, start) {
  var pending = [];
  /** The pre-rendered field the visitor is in, whose focus and caret React's copy gets. */
  var focusedField = null;

  /** Replays, in order, what the visitor did before React had the page. */
  function replay() {
    var actions = pending;
    pending = [];
    actions.forEach(function (action) {
      if (action.kind === 'submit') {
        var form = root.querySelectorAll('form')[action.index];
        if (!form) return;
        if (form.requestSubmit) form.requestSubmit();
        else if (form.querySelector('[type="submit"]')) form.querySelector('[type="submit"]').click();
        return;
      }
      if (action.kind === 'select') {
        var select = root.querySelectorAll('select')[action.index];
        if (!select) return;
        setValue(select, action.value, 'change');
        return;
      }
      var target = buttonsNamed(root, action.label)[action.index];
      if (target) {
        // The focus stays in the field it was carried to.
        if (!focusedField) target.focus();
        target.click();
      }
    });
  }

  document.addEventListener('focusin', function (event) {
    var field = event.target;
    if (page.isConnected && field && field.form && page.contains(field)) focusedField = field;
  }, true);
  // A field the visitor left keeps no focus to carry; one React took out of the page does. Chrome fires focusout
  // for a removal too, while the field is still in the page: whether it stayed is known once the removal is done.
  document.addEventListener('focusout', function (event) {
    var left = event.target;
    Promise.resolve().then(function () {
      if (left === focusedField && left.isConnected) focusedField = null;
    });
  }, true);
  // A form sent before React has the page (Enter in a field, the submit button) is sent again on React's copy.
  document.addEventListener('submit', function (event) {
    if (!page.isConnected || !page.contains(event.target)) return;
    event.preventDefault();
    start();
    var index = [].indexOf.call(page.querySelectorAll('form'), event.target);
    pending = pending.filter(function (action) {
      return action.kind !== 'submit';
    });
    pending.push({ kind: 'submit', index: index });
  }, true);

  document.addEventListener(
    'click',
    function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      if (!button || !page.isConnected) return;
      start();
      // A submit button sends its form: the submit listener holds that back.
      if (button.type === 'submit' && button.form) return;
      // The phone menu opens at once, and so does a password; every other press waits for the page it belongs to.
      var controls = button.getAttribute('aria-controls');
      var list = controls && document.getElementById(controls);
      if (list && list.tagName === 'INPUT') {
        var shown = button.getAttribute('aria-pressed') !== 'true';
        button.setAttribute('aria-pressed', String(shown));
        list.type = shown ? 'text' : 'password';
      } else if (list) {
        var open = button.getAttribute('aria-expanded') !== 'true';
        button.setAttribute('aria-expanded', String(open));
        list.classList.toggle('hidden', !open);
        list.classList.toggle('flex', open);
      }
      pending.push(identity(root, button));
    },
    true,
  );

  // A press the take-over cut in two: the button went down on the pre-rendered page and comes up on React's copy.
  // A mouse or a pen then gets no click at all (its down and its up were on different elements; a touch's tap is
  // clicked on what is under the finger), so the press would be lost. Once the pointer is released on React's copy of
  // that button and no click followed, the copy is clicked.
  var held = null;
  document.addEventListener(
    'pointerdown',
    function (event) {
      var button = event.target && event.target.closest && event.target.closest('button');
      held = button && page.isConnected && page.contains(button) && event.pointerType !== 'touch' ? identity(root, button) : null;
    },
    true,
  );
  document.addEventListener(
    'pointercancel',
    function () {
      held = null;
    },
    true,
  );
  document.addEventListener(
    'pointerup',
    function (event) {
      var press = held;
      held = null;
      if (!press || page.isConnected) return;
      var copy = buttonsNamed(root, press.label)[press.index];
      if (!copy || !copy.contains(event.target)) return;
      // A browser that does click here dispatches that click right after this event, before any timer.
      var clicked = false;
      var onClick = function () {
        clicked = true;
      };
      document.addEventListener('click', onClick, true);
      window.setTimeout(function () {
        document.removeEventListener('click', onClick, true);
        if (!clicked) copy.click();
      }, 0);
    },
    true,
  );

  // A choice in a field (the language switcher) made before React had the page is made again on its copy.
  document.addEventListener(
    'change',
    function (event) {
      var select = event.target;
      // A form's own fields are carried with the rest of the form (carry).
      if (!select || select.tagName !== 'SELECT' || select.form || !page.isConnected) return;
      start();
      var index = [].indexOf.call(root.querySelectorAll('select'), select);
      pending = pending.filter(function (action) {
        return !(action.kind === 'select' && action.index === index);
      });
      pending.push({ kind: 'select', index: index, value: select.value });
    },
    true,
  );

  return {
    carry: function () {
      carry(root, page, focusedField);
    },
    replay: replay,
  };
}
