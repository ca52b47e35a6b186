import { useId, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { PageMeta, sectionTitle } from '@mediavelocity/contract';
import { paths } from '../../app/paths';
import { pageDescriptions } from '../../content/page-descriptions';
import { LoanAmountField } from './loan-amount-field';
import { DEFAULT_LOAN_FIELDS, describeLoan, type LoanFields } from './loan-fields';
import { formatPayment } from './loan-format';
import { LOAN_LIMITS } from './loan-math';
import { NumberField } from './number-field';
import { ShowTheWork } from './show-the-work';

/** /calculator: a fixed-rate loan's monthly payment, recalculated as the visitor types, with the working shown. */
export function CalculatorPage() {
  const [fields, setFields] = useState<LoanFields>(DEFAULT_LOAN_FIELDS);
  const breakdown = describeLoan(fields);
  const paymentHeadingId = useId();

  const update = (field: keyof LoanFields) => (value: string) =>
    setFields((current) => ({ ...current, [field]: value }));

  return (
    <Container className="py-5">
      <PageMeta
        title={sectionTitle('Loan Calculator')}
        description={pageDescriptions.calculator}
        path={paths.calculator}
      />
      <h1 className="mb-3">Loan Calculator</h1>
      <p className="lead mb-4">
        Estimate the monthly payment on a fixed-rate loan, and see exactly how the number is worked out.
      </p>

      <Row className="g-4">
        <Col lg={5}>
          <LoanAmountField value={fields.amount} onChange={update('amount')} />
          <NumberField
            label="Interest Rate (%)"
            value={fields.rate}
            onChange={update('rate')}
            max={LOAN_LIMITS.maxRatePercent}
            error={breakdown.errors.rate}
          />
          <NumberField
            label="Loan Term (Years)"
            value={fields.term}
            onChange={update('term')}
            max={LOAN_LIMITS.maxYears}
            error={breakdown.errors.term}
          />

          <section aria-labelledby={paymentHeadingId} className="mt-4 p-4 rounded-3 bg-primary-subtle">
            <h2 id={paymentHeadingId} className="h5">
              Monthly Payment
            </h2>
            {/* Polite and atomic: the whole new payment is read out, without interrupting what is being read. */}
            <p className="display-6 fw-semibold text-primary-emphasis mb-0" aria-live="polite" aria-atomic="true">
              <span className="visually-hidden">Monthly payment: </span>
              <span>{formatPayment(breakdown.payment)}</span>
            </p>
          </section>
        </Col>

        <Col lg={7}>
          <ShowTheWork breakdown={breakdown} />
        </Col>
      </Row>
    </Container>
  );
}
