import type { Item } from '@rigline/contract/items';
import { DgBadge } from '@/components/layout/cargo-badges';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { DeleteItemButton } from '@/features/items/components/delete-item-button';
import { useMeasures } from '@/lib/measures';

/** Measures in the person's units (Settings → Units); weight and volume are per unit of the item. */
export function ItemsTable({ items }: { items: readonly Item[] }) {
  const measures = useMeasures();
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Mat Code</TableHead>
          <TableHead>Item Name</TableHead>
          <TableHead>Description</TableHead>
          <TableHead>Dimensions (L × B × H)</TableHead>
          <TableHead>Weight (per unit)</TableHead>
          <TableHead>Volume (per unit)</TableHead>
          <TableHead>Unit</TableHead>
          <TableHead>UN Number</TableHead>
          <TableHead>IMDG Class</TableHead>
          <TableHead>Packing Group</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="w-12">
            <span className="sr-only">Actions</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.id}>
            {/* Long values wrap (issue 22): the table never runs off the page. */}
            <TableCell className="min-w-32 max-w-44 whitespace-normal font-medium font-mono text-xs [overflow-wrap:anywhere]">
              {item.mat_code}
            </TableCell>
            <TableCell className="min-w-36 max-w-56 whitespace-normal">
              <div className="line-clamp-2 [overflow-wrap:anywhere]" title={item.name}>
                {item.name}
                {item.imdg_class ? ' ' : null}
                <DgBadge unNumber={item.un_number} imdgClass={item.imdg_class} className="align-middle" />
              </div>
            </TableCell>
            <TableCell className="min-w-44 max-w-72 whitespace-normal text-muted-foreground">
              <div className="line-clamp-2 [overflow-wrap:anywhere]" title={item.description}>
                {item.description}
              </div>
            </TableCell>
            {/* 0 is how an item without that measure is stored: the load plan names it as unknown (issue 22). */}
            <TableCell>
              {item.length > 0 || item.breadth > 0 || item.height > 0 ? measures.dimensions(item) : 'Unknown'}
            </TableCell>
            <TableCell>{measures.knownMeasure(item.weight, item.weight_unit)}</TableCell>
            <TableCell>{measures.knownMeasure(item.volume, item.volume_unit)}</TableCell>
            <TableCell>{item.item_measurement_unit}</TableCell>
            <TableCell className="font-mono text-xs">{item.un_number ?? '-'}</TableCell>
            <TableCell>{item.imdg_class ?? '-'}</TableCell>
            <TableCell>{item.packing_group ?? '-'}</TableCell>
            <TableCell>
              {/* Display only (§2): the catalogue has no way to switch it. */}
              <Badge variant={item.status ? 'secondary' : 'outline'}>
                {item.status ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <DeleteItemButton item={item} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
