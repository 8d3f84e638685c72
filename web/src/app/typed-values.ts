/**
 * What a visitor typed into a rendered page's fields before the app took it over (main.tsx loads the app after the
 * first paint, and the app's first render replaces the page's markup): kept by field id from `watch` on, and
 * put into the app's fields of the same ids once they are in the page, as typing would (an input event, so the
 * forms' state follows), with the focus where it was.
 */
export function keepTypedValues(root: HTMLElement): { restore(): void } {
  const typed = new Map<string, string>();
  const remember = (element: EventTarget | Element | null) => {
    if ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && element.id) {
      if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return;
      typed.set(element.id, element.value);
    }
  };
  for (const field of root.querySelectorAll('input[id], textarea[id]')) {
    if ((field as HTMLInputElement).value !== (field as HTMLInputElement).defaultValue) remember(field);
  }
  const onInput = (event: Event) => remember(event.target);
  root.addEventListener('input', onInput);
  const focused = root.contains(document.activeElement) ? document.activeElement?.id : undefined;
  return {
    restore() {
      root.removeEventListener('input', onInput);
      for (const [id, value] of typed) {
        const field = document.getElementById(id);
        if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue;
        // The field may be the page's own (adopted by the app) with the text in it, or a new one: either way the
        // app is told as by typing. React notes a value set through the field (its tracker: empty here) and
        // reports an input event whose value differs; the prototype's setter puts the text in unnoted.
        field.value = '';
        const prototype =
          field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const active = document.activeElement;
      const focus = (active && root.contains(active) ? undefined : focused) ?? undefined;
      if (focus) document.getElementById(focus)?.focus();
    },
  };
}
