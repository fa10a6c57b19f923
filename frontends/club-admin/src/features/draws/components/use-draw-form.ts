import { ApiError } from '@courtside/core';
import { useState } from 'react';
import {
  initialDrawForm,
  validateDrawForm,
  type DrawFormErrors,
  type DrawFormValues,
} from '../utils/draw-form-values';

type Field = 'courts' | 'rounds' | 'roundMinutes';

/** The API's names of the draw's fields, where the form shows their errors. */
const SERVER_FIELDS: Record<string, Field> = {
  courts: 'courts',
  rounds: 'rounds',
  round_minutes: 'roundMinutes',
};

/**
 * The draw settings' state: values, the client rules (a field shows its error once left, all of
 * them once a draw was asked for), and what the server refused (on its field, else for the form).
 */
export function useDrawForm(init: Parameters<typeof initialDrawForm>[0]) {
  const [values, setValues] = useState(() => initialDrawForm(init));
  const [touched, setTouched] = useState<ReadonlySet<Field>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<{ fields: Partial<Record<Field, string>>; form: string | null }>({
    fields: {},
    form: null,
  });
  const errors = validateDrawForm(values, init.playerIds);
  const shows = (field: Field) => submitted || touched.has(field);

  return {
    values,
    errors,
    /** The client's messages to show now, and the server's. */
    shown: {
      courts: server.fields.courts ?? (shows('courts') ? errors.courts : undefined),
      court: shows('courts') ? errors.court : undefined,
      rounds: server.fields.rounds ?? (shows('rounds') ? errors.rounds : undefined),
      roundMinutes: server.fields.roundMinutes ?? (shows('roundMinutes') ? errors.roundMinutes : undefined),
      players: submitted ? errors.players : undefined,
      attendance: errors.attendance,
      form: server.form,
    } satisfies DrawFormErrors & { form: string | null },
    change(next: Partial<DrawFormValues>, field?: Field) {
      setValues((was) => ({ ...was, ...next }));
      if (field) setServer(({ fields: { [field]: _cleared, ...rest }, form }) => ({ fields: rest, form }));
    },
    touch: (field: Field) => () => setTouched((was) => new Set(was).add(field)),
    /** Marks every field as shown; true when the values may be sent. */
    submit(): boolean {
      setSubmitted(true);
      setServer({ fields: {}, form: null });
      return Object.keys(errors).length === 0;
    },
    /** A refused request: field errors on their fields, anything else for the whole form. */
    refused(error: unknown) {
      if (!(error instanceof ApiError)) {
        setServer({ fields: {}, form: error instanceof Error ? error.message : String(error) });
        return;
      }
      const fields: Partial<Record<Field, string>> = {};
      const rest: string[] = [];
      for (const [name, message] of Object.entries(error.fieldErrors)) {
        if (SERVER_FIELDS[name]) fields[SERVER_FIELDS[name]] = message;
        else rest.push(message);
      }
      const form = rest.length > 0 ? rest.join(' ') : Object.keys(fields).length === 0 ? error.message : null;
      setServer({ fields, form });
    },
  };
}

export type DrawForm = ReturnType<typeof useDrawForm>;
