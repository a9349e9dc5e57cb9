import type { Vendor } from '@rigline/contract/vendors';
import { Mail, Phone } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { VendorRating } from '@/features/vendors/components/vendor-rating';

export function VendorsTable({ vendors }: { vendors: readonly Vendor[] }) {
  return (
    <Table>
      <TableHeader>
        <TableRow>
          <TableHead>Vendor</TableHead>
          <TableHead>Category</TableHead>
          <TableHead>Status</TableHead>
          <TableHead>Contact</TableHead>
          <TableHead>Rating</TableHead>
          <TableHead className="text-right">Orders</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {vendors.map((vendor) => (
          <TableRow key={vendor.id}>
            <TableCell className="min-w-36 whitespace-normal font-medium">{vendor.name}</TableCell>
            <TableCell className="min-w-36 max-w-56 whitespace-normal text-muted-foreground">
              {vendor.category}
            </TableCell>
            <TableCell>
              <Badge variant={vendor.status === 'active' ? 'secondary' : 'outline'}>
                {vendor.status === 'active' ? 'Active' : 'Inactive'}
              </Badge>
            </TableCell>
            <TableCell>
              <div className="grid gap-0.5">
                <span>{vendor.contact_name}</span>
                {vendor.contact_email ? (
                  <a
                    href={`mailto:${vendor.contact_email}`}
                    className="inline-flex items-center gap-1 text-muted-foreground text-xs hover:text-foreground hover:underline"
                  >
                    <Mail className="size-3" aria-hidden="true" />
                    {vendor.contact_email}
                  </a>
                ) : null}
                {vendor.contact_phone ? (
                  <a
                    href={`tel:${vendor.contact_phone.replace(/[^\d+]/g, '')}`}
                    className="inline-flex items-center gap-1 text-muted-foreground text-xs hover:text-foreground hover:underline"
                  >
                    <Phone className="size-3" aria-hidden="true" />
                    {vendor.contact_phone}
                  </a>
                ) : null}
              </div>
            </TableCell>
            <TableCell>
              <VendorRating vendor={vendor} />
            </TableCell>
            <TableCell className="text-right">
              <div className="grid gap-0.5">
                <span className="font-medium tabular-nums">{vendor.order_count}</span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {vendor.delivered_count} delivered
                </span>
                <span className="text-muted-foreground text-xs tabular-nums">
                  {vendor.rejected_count} rejected
                </span>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
