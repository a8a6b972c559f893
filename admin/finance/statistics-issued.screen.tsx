import { PeriodFigures } from './finance-screens';

/** /finance/statistics-issued-table: per customer, agreed sheets settled in the period against what was invoiced and issued. */
export default function Screen() {
  return (
    <PeriodFigures
      path="/finance/statistics-issued/list"
      testId="issued"
      columns={['customerName', 'sheets', 'settledFen', 'invoicedFen', 'issuedFen', 'uninvoicedFen']}
    />
  );
}
