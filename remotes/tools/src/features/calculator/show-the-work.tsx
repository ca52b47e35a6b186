import { useId, type ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import type { LoanBreakdown } from './loan-fields';
import { formatDollars, formatMonthlyRate, formatNumber, formatPayment } from './loan-format';
import { LOAN_LIMITS } from './loan-math';

export interface ShowTheWorkProps {
  readonly breakdown: LoanBreakdown;
}

interface PowerProps {
  readonly base: ReactNode;
  readonly exponent: ReactNode;
}

/** A power written with <sup>, plus words for screen readers, which do not announce superscript. */
function Power({ base, exponent }: PowerProps) {
  return (
    <>
      {base}
      <span className="visually-hidden"> to the power of </span>
      <sup>{exponent}</sup>
    </>
  );
}

interface VariableProps {
  readonly symbol: string;
  readonly meaning: string;
  readonly children: ReactNode;
}

function Variable({ symbol, meaning, children }: VariableProps) {
  return (
    <>
      <dt className="col-sm-5">
        <span className="font-monospace">{symbol}</span> — {meaning}
      </dt>
      <dd className="col-sm-7 font-monospace">{children}</dd>
    </>
  );
}

function rateWork({ annualRatePercent, monthlyRate }: LoanBreakdown): ReactNode {
  if (annualRatePercent === null || monthlyRate === null) return 'enter an interest rate';
  const shown = formatMonthlyRate(monthlyRate);
  // Say "≈" whenever the 3 decimals shown are not the whole value (5 % → 0.00416…).
  const relation = Number(shown) === monthlyRate ? '=' : '≈';
  return `${formatNumber(annualRatePercent)} / 100 / 12 ${relation} ${shown}`;
}

function paymentsWork({ years, months }: LoanBreakdown): ReactNode {
  if (years === null || months === null) return 'enter a loan term';
  const exact = years * 12;
  const product = `${formatNumber(years)} × 12 = ${formatNumber(exact)}`;
  return exact === months ? product : `${product}, rounded to ${formatNumber(months)} whole months`;
}

/** What is still missing before there is a payment to work out. */
function missingInputs({ principal, annualRatePercent, months }: LoanBreakdown): string {
  const missing = [
    principal <= 0 && 'a loan amount above $0',
    annualRatePercent === null && `an interest rate from 0 to ${LOAN_LIMITS.maxRatePercent} %`,
    (months === null || months < 1) && `a term from one month to ${LOAN_LIMITS.maxYears} years`,
  ].filter((item): item is string => item !== false);
  return missing.join(', ');
}

function Calculation({ breakdown }: ShowTheWorkProps) {
  if (breakdown.method === 'incomplete') {
    return (
      <p className="mb-0">
        <span className="font-monospace">M = {formatPayment(breakdown.payment)}</span> until you enter{' '}
        {missingInputs(breakdown)}.
      </p>
    );
  }
  const { principal, monthlyRate, months, payment, method } = breakdown;
  if (method === 'interest-free') {
    return (
      <>
        <p>
          At 0 % the formula would divide zero by zero; with no interest, the payment is simply the amount spread evenly
          over the months.
        </p>
        <p className="font-monospace text-break mb-0">
          M = P / n = {formatNumber(principal)} / {formatNumber(months)} = {formatPayment(payment)}
        </p>
      </>
    );
  }
  const r = formatMonthlyRate(monthlyRate);
  return (
    <>
      <p className="font-monospace text-break">
        M = {formatNumber(principal)} × {r} / (1 − <Power base={`(1 + ${r})`} exponent={`−${formatNumber(months)}`} />)
        ≈ {formatPayment(payment)}
      </p>
      <p className="small mb-0">
        r is shown to 3 decimal places; the payment is worked out with its full value, then rounded to the cent.
      </p>
    </>
  );
}

/** The formula, its variables with this loan's values, and the calculation with the numbers filled in. */
export function ShowTheWork({ breakdown }: ShowTheWorkProps) {
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className="bg-body-tertiary">
      <Card.Body>
        <h2 id={headingId} className="h4">
          Show the Work
        </h2>

        <h3 className="h6 mt-4">Formula</h3>
        <p className="font-monospace">
          M = P × r / (1 − <Power base="(1 + r)" exponent="−n" />)
        </p>

        <h3 className="h6 mt-4">Variables</h3>
        <dl className="row">
          <Variable symbol="M" meaning="monthly payment">
            {formatPayment(breakdown.payment)}
          </Variable>
          <Variable symbol="P" meaning="loan amount">
            {formatDollars(breakdown.principal)}
          </Variable>
          <Variable symbol="r" meaning="monthly rate (annual % / 100 / 12)">
            {rateWork(breakdown)}
          </Variable>
          <Variable symbol="n" meaning="number of payments (years × 12)">
            {paymentsWork(breakdown)}
          </Variable>
        </dl>

        <h3 className="h6 mt-4">Calculation</h3>
        <Calculation breakdown={breakdown} />
      </Card.Body>
    </Card>
  );
}
