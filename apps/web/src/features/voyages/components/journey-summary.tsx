import { InfoField } from '@/components/layout/info-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** §2.2: total journeys, total shipments, and how many of those are loaded and not loaded. */
export function JourneySummary({
  journeyCount,
  shipmentCount,
  loadedCount,
}: {
  journeyCount: number;
  shipmentCount: number;
  /** Undefined while the count loads. */
  loadedCount: number | undefined;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Journey Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          <InfoField className="content-start" label="Total Journeys">
            {journeyCount}
          </InfoField>
          <InfoField className="content-start" label="Total Shipments">
            {shipmentCount}
          </InfoField>
          <InfoField className="content-start" label="Loaded">
            {loadedCount ?? '…'}
          </InfoField>
          <InfoField className="content-start" label="Not Loaded">
            {loadedCount === undefined ? '…' : Math.max(shipmentCount - loadedCount, 0)}
          </InfoField>
        </dl>
      </CardContent>
    </Card>
  );
}
