import { PeriodFigures } from './finance-screens';

/** /finance/month-reconcilia: per customer, the month's opening balance, settled, received and closing balance. */
export default function Screen() {
  return (
    <PeriodFigures
      month
      path="/finance/month-reconcilia/list"
      testId="month"
      columns={['customerName', 'openingFen', 'settledFen', 'receivedFen', 'closingFen']}
    />
  );
}
