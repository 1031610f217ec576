// <sq-form>'s styles, in :where() so a template's own rules win.
export const FORM_STYLES = `
:where(sq-form) { display: block; }
:where(.sq-form__body) { display: grid; gap: var(--sq-space-4); margin: 0; padding: 0; border: 0; min-width: 0; }
:where(.sq-form__field) { display: grid; gap: var(--sq-space-1); margin: 0; padding: 0; border: 0; min-width: 0; }
:where(.sq-form__title) { font-weight: var(--sq-font-weight-2); padding: 0; }
:where(.sq-form__required) { font-weight: var(--sq-font-weight-1); }
:where(.sq-form__description) { margin: 0; font-size: var(--sq-font-size-3); }
:where(.sq-form input:not([type=radio], [type=checkbox]), .sq-form textarea, .sq-form select) {
  font: inherit; padding: var(--sq-space-2); border: 1px solid #767676; border-radius: var(--sq-radius-1); min-width: 0;
}
:where(.sq-form textarea) { min-height: 8em; }
:where(.sq-form__input) { display: flex; align-items: center; gap: var(--sq-space-1); }
:where(.sq-form__parts) { display: flex; flex-wrap: wrap; gap: var(--sq-space-2); }
:where(.sq-form__part) { display: grid; gap: var(--sq-space-1); font-size: var(--sq-font-size-3); }
:where(.sq-form__choice) { display: flex; align-items: center; gap: var(--sq-space-2); }
:where(.sq-form__likert) { margin: 0; padding: 0; border: 0; display: flex; flex-wrap: wrap; gap: var(--sq-space-3); }
:where(.sq-form__likert legend) { flex-basis: 100%; padding: 0; }
:where(.sq-form__field--error :is(input, textarea, select)), :where(.sq-form__over) { border-color: #b00020; }
:where(.sq-form__error, .sq-form__counter--over) { margin: 0; color: #b00020; font-size: var(--sq-font-size-3); }
:where(.sq-form__counter) { margin: 0; font-size: var(--sq-font-size-2); justify-self: end; }
:where(.sq-form__message:empty) { display: none; }
:where(.sq-form__message) { color: #b00020; }
:where(.sq-form__submit) {
  justify-self: start; font: inherit; padding: var(--sq-space-2) var(--sq-space-4); border: 0; border-radius: var(--sq-radius-1);
  background: var(--sq-color-accent); color: var(--sq-color-on-accent); cursor: pointer;
}
:where(.sq-form [disabled] .sq-form__submit, .sq-form__submit:disabled) { opacity: 0.7; cursor: progress; }
:where(.sq-form :is(input, textarea, select, button):focus-visible) { outline: 2px solid var(--sq-color-accent); outline-offset: 2px; }
:where(.sq-form--newsletter .sq-form__body) { grid-template-columns: 1fr auto; align-items: end; }
:where(.sq-form--newsletter.sq-form--small .sq-form__body) { grid-template-columns: 1fr; }
:where(.sq-form__section-title) { margin: 0; }
:where(.sq-form__section--underline) { border-bottom: 1px solid currentColor; }
`;
