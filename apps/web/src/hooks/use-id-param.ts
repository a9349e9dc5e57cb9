import { parseDisplayId } from '@rigline/contract/ids';
import { useParams } from 'react-router';

/** A numeric id from the URL ('7', or 'REQ-007' for requests); null when it is not a valid id. */
export function useIdParam(name: string, prefix: 'REQ' | 'ORD' | 'VOY'): number | null {
  const value = useParams()[name];
  return value ? parseDisplayId(prefix, value) : null;
}
