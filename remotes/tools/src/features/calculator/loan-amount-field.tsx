import { useId, useLayoutEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useHydrated } from '@mediavelocity/contract';
import { keepDigits } from './loan-fields';
import { formatAmount, formatDollars } from './loan-format';
import { LOAN_LIMITS } from './loan-math';

export interface LoanAmountFieldProps {
  /** The amount as digits only. */
  readonly value: string;
  readonly onChange: (digits: string) => void;
}

/**
 * The loan amount: raw digits while the visitor edits it (so the caret never fights separators), dollars with
 * thousands separators otherwise. Anything but 0-9 is dropped as it is typed or pasted.
 */
export function LoanAmountField({ value, onChange }: LoanAmountFieldProps) {
  const [editing, setEditing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const hydrated = useHydrated();
  // Switching "$100,000" to "100000" on focus drops the browser's select-all (tabbing in selects the field), so
  // typing would append to the old amount; select the raw digits again once they are shown.
  useLayoutEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);
  const hintId = `${id}-hint`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>Loan Amount</Form.Label>
      <Form.Control
        disabled={!hydrated}
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-describedby={hintId}
        value={editing ? value : formatAmount(value)}
        onFocus={() => setEditing(true)}
        onBlur={() => setEditing(false)}
        onChange={(event) => onChange(keepDigits(event.target.value))}
      />
      <Form.Text id={hintId}>Whole dollars, up to {formatDollars(LOAN_LIMITS.maxAmount)}.</Form.Text>
    </Form.Group>
  );
}
