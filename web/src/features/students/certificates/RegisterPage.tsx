import { ClassPrintout } from './ClassPrintout';
import { RegisterList } from './RegisterList';

/** /print/register?level=…&section=… (staff): a class's register list, to print. */
export function RegisterPage() {
  return <ClassPrintout render={(content) => <RegisterList {...content} />} />;
}

export default RegisterPage;
