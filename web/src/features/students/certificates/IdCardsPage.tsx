import { ClassPrintout } from './ClassPrintout';
import { IdCards } from './IdCards';

/** /print/id-cards?level=…&section=… (staff): a class's ID cards, eight to an A4 sheet. */
export function IdCardsPage() {
  return <ClassPrintout render={(content) => <IdCards {...content} />} />;
}

export default IdCardsPage;
