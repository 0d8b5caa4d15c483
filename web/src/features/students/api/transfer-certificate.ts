import { CALLABLES } from '@village/model/callables';
import {
  type IssueTransferCertificateInput,
  type IssueTransferCertificateResult,
} from '@village/model/school-year-callables';
import { callFunction } from '../../../lib/functions';

/**
 * Issues a student's transfer certificate through the issueTransferCertificate callable: the first
 * call numbers it (the organization's next TC number, in a transaction on the server) and records
 * it on the student; a later call answers the same certificate as a duplicate, unless it sends
 * the issueKey of the call that issued it (a retry: answered as that call was). Fails with a
 * CallableError worded for the user (at once when offline: only the server gives numbers).
 */
export function issueTransferCertificate(
  input: IssueTransferCertificateInput,
): Promise<IssueTransferCertificateResult> {
  return callFunction<IssueTransferCertificateInput, IssueTransferCertificateResult>(
    CALLABLES.issueTransferCertificate,
    input,
  );
}
