import { parse, type Submission } from "@conform-to/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";

/** The name of conform's own submit buttons (`form.update`, revalidation while typing). */
const CONFORM_INTENT = "__intent__";

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
    if (!form.isConnected) return;
    if (submitter instanceof HTMLButtonElement) {
      // A button that is gone (its step re-rendered) cannot say what was asked for: nothing is sent.
      if (submitter.isConnected && submitter.form === form) form.requestSubmit(submitter);
    } else form.requestSubmit();
  }, [state]);

  /**
   * True when a submit was held (the form's own handler must then not run); used by withHeldSubmit.
   * conform's own submits (`form.update`, revalidation) are never held: they do not leave the page, and
   * their temporary button is gone once the event is over; see `withoutValidator`.
   */
  const holdSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (state.validator || state.failed) return false;
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (submitter instanceof HTMLButtonElement && submitter.name === CONFORM_INTENT) return false;
      event.preventDefault();
      held.current = { form: event.currentTarget, submitter };
      return true;
    },
    [state],
  );

  /** A form's props with its submit held while the validator is on its way. */
  const withHeldSubmit = useCallback(
    <Props extends { onSubmit: (event: FormEvent<HTMLFormElement>) => void }>(props: Props): Props => ({
      ...props,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        if (!holdSubmit(event)) props.onSubmit(event);
      },
    }),
    [holdSubmit],
  );

  return { validator: state.validator, withHeldSubmit };
}

/**
 * conform's `onValidate` while there is no validator (not yet downloaded, or the download failed).
 * conform's own intents (`form.update`, revalidation while typing) are applied in the browser as with
 * a validator, keeping the errors on screen (`shown`: the names of the fields with errors, like
 * `Object.keys(form.allErrors)`); a real submit is left to the server, which validates it.
 */
export function withoutValidator<Result extends Submission<unknown, string[], unknown>>(
  formData: FormData,
  shown: readonly string[],
): Result {
  const ownIntent = formData.has(CONFORM_INTENT);
  const keep = () => Object.fromEntries(["", ...formData.keys(), ...shown].map((name) => [name, null]));
  // Never a success (there is no parsed value), so it fits whatever the validator would return.
  return parse<never, string[]>(formData, { resolve: () => ({ error: ownIntent ? keep() : null }) }) as Result;
}
