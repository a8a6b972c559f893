import { PeriodFigures } from './finance-screens';

/** /finance/average-sale-price: per station and grade, settled volume, amount and the average price per m³. */
export default function Screen() {
  return (
    <PeriodFigures
      path="/finance/average-sale-price/list"
      testId="average"
      columns={['orgName', 'grade', 'trips', 'quantity', 'amountFen', 'averagePrice']}
      titles={{ amountFen: 'finance.saleAmount' }}
    />
  );
}
