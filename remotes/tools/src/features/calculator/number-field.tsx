import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useHydrated } from '@mediavelocity/contract';

export interface NumberFieldProps {
  readonly label: string;
  /** The field's text as the browser reports it ("" while what is typed is not a number yet). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly max: number;
  readonly error?: string;
}

/** A labelled decimal input from 0 to `max`, with its error (if any) announced as part of its description. */
export function NumberField({ label, value, onChange, max, error }: NumberFieldProps) {
  const id = useId();
  const hydrated = useHydrated();
  const errorId = `${id}-error`;
  const invalid = error !== undefined;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        disabled={!hydrated}
        type="number"
        inputMode="decimal"
        min={0}
        max={max}
        step="any"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        isInvalid={invalid}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
      />
      {invalid && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}
