import { CCU_CERTIFICATE_STATUS_LABELS, type CcuCertificateStatus } from '@rigline/contract/ccus';
import { Badge } from '@/components/ui/badge';

const TONES: Record<CcuCertificateStatus, string> = {
  valid: 'border-transparent bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
  due_soon: 'border-transparent bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  expired: 'border-transparent bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
};

/** Certified, due within 30 days, or expired: the earlier of the certificate and the inspection decides. */
export function CcuStatusBadge({ status }: { status: CcuCertificateStatus }) {
  return <Badge className={TONES[status]}>{CCU_CERTIFICATE_STATUS_LABELS[status]}</Badge>;
}
