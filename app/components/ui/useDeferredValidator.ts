import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

/**
 * A form's browser-side validator, downloaded once the page is interactive instead of with the page
 * (validation libraries are the heaviest part of a form). A submit that comes before it has arrived
 * waits for it and then goes on, so the form behaves exactly as if it had been there from the start.
 * Should the download fail, submits go to the server, which validates with the same schema anyway.
 */
export function useDeferredValidator<T>(load: () => Promise<T>) {
  const [state, setState] = useState<{ validator: T | null; failed: boolean }>({ validator: null, failed: false });
  const held = useRef<{ form: HTMLFormElement; submitter: HTMLElement | null } | null>(null);
  const loadRef = useRef(load);

  useEffect(() => {
    let live = true;
    loadRef.current().then(
      (validator) => live && setState({ validator, failed: false }),
      () => live && setState({ validator: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, []);

  // The submit held while loading goes on, with the same button, once the validator is in place.
  useEffect(() => {
    if (!held.current || (!state.validator && !state.failed)) return;
    const { form, submitter } = held.current;
    held.current = null;
    if (form.isConnected) form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  }, [state]);

  /** Call first in the form's onSubmit: true when the submit was held (the handler should stop there). */
  const holdSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (state.validator || state.failed) return false;
      event.preventDefault();
      held.current = { form: event.currentTarget, submitter: (event.nativeEvent as SubmitEvent).submitter };
      return true;
    },
    [state],
  );

  return { validator: state.validator, holdSubmit };
}
